import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-important.ts';

const many = Array.from({ length: 12 }, (_, i) => `.u${i}{margin:${i}px !important}`).join('') + Array.from({ length: 300 }, (_, i) => `.c${i}{padding:${i}px}`).join('');
const normal = Array.from({ length: 100 }, (_, i) => `.c${i}{padding:${i}px}`).join('') + '.sr-only{position:absolute !important}';

export default ruleFixtures(rule, [
  { name: 'one important among many', html: `<style>${normal}</style>`, expect: 'pass' },
  { name: 'more than ten', html: `<style>${many}</style>`, expect: 'warn', finding: /12 of 312 declarations/ },
  { name: 'high share', html: '<style>a{color:red !important;margin:0 !important;padding:0 !important;border:0}</style>', expect: 'warn', finding: /3 of 4 declarations \(75%\)/ },
  { name: 'no css', html: '<p>x</p>', expect: 'not-applicable' },
]);
