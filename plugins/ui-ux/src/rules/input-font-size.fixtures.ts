import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './input-font-size.ts';

const form = '<form><input name="q"></form>';
export default ruleFixtures(rule, [
  { name: '16px fields', html: `<style>input,select{font-size:1rem}</style>${form}`, expect: 'pass' },
  { name: 'small fields on desktop only', html: `<style>@media (min-width: 1024px){input{font-size:14px}}</style>${form}`, expect: 'pass' },
  { name: '14px fields', html: `<style>form input[type=text]{font-size:14px}</style>${form}`, expect: 'warn', finding: /14px/ },
  { name: 'inline small field', html: '<form><input name="q" style="font-size:12px"></form>', expect: 'warn', finding: /<input>/ },
  { name: 'no fields', html: '<style>input{font-size:12px}</style><p>x</p>', expect: 'not-applicable' },
]);
