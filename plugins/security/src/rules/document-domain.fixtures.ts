import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './document-domain.ts';

export default ruleFixtures(rule, [
  { name: 'read only', html: '<script>console.log(document.domain);</script>', expect: 'pass' },
  { name: 'assigned', html: '<script>document.domain = "example.com";</script>', expect: 'fail', finding: /inline script/ },
  { name: 'window.document', html: '<script>window.document["domain"] = "example.com";</script>', expect: 'fail' },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
