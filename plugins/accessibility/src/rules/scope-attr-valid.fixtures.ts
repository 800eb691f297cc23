import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './scope-attr-valid.ts';

export default ruleFixtures(rule, [
  { name: 'valid scopes', html: '<table><tr><th scope="col">Name</th></tr><tr><th scope="row">Ann</th><td>1</td></tr></table>', expect: 'pass' },
  { name: 'invalid value', html: '<table><tr><th scope="column">Name</th></tr></table>', expect: 'fail', finding: /column/ },
  { name: 'scope on td', html: '<table><tr><td scope="row">Ann</td></tr></table>', expect: 'fail', finding: /<th> only/ },
  { name: 'no scope', html: '<table><tr><th>A</th></tr></table>', expect: 'not-applicable' },
]);
