import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './autofocus.ts';

export default ruleFixtures(rule, [
  { name: 'no autofocus', html: '<form><input name="q"></form>', expect: 'pass' },
  { name: 'in a dialog', html: '<dialog><input name="n" autofocus></dialog>', expect: 'pass' },
  { name: 'autofocus on a page field', html: '<h1>Contact</h1><form><input name="email" autofocus></form>', expect: 'warn', finding: /name="email"/ },
]);
