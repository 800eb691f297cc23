import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './dom-depth.ts';

export default ruleFixtures(rule, [
  { name: 'shallow page', html: '<html><body><main><p>Hello</p></main></body></html>', expect: 'pass' },
  { name: '40 levels', html: `${'<div>'.repeat(40)}<span id="deep">x</span>${'</div>'.repeat(40)}`, expect: 'warn', finding: /41 levels deep.*span id="deep"/ },
  { name: '100 levels', html: `${'<div>'.repeat(100)}x${'</div>'.repeat(100)}`, expect: 'fail', finding: /more than 64/ },
]);
