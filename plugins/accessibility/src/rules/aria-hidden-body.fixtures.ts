import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-hidden-body.ts';

export default ruleFixtures(rule, [
  { name: 'body exposed', html: '<html><body><p>Hi</p></body></html>', expect: 'pass' },
  { name: 'body hidden', html: '<html><body aria-hidden="true"><p>Hi</p></body></html>', expect: 'fail', finding: /<body>/ },
  { name: 'aria-hidden=false is fine', html: '<html><body aria-hidden="false"><p>Hi</p></body></html>', expect: 'pass' },
  { name: 'fragment', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
