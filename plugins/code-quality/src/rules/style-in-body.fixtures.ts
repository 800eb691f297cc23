import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './style-in-body.ts';

export default ruleFixtures(rule, [
  { name: 'style in head', html: '<html><head><style>a{color:red}</style></head><body><svg><style>.a{fill:red}</style></svg></body></html>', expect: 'pass' },
  { name: 'style in body', html: '<html><head><title>x</title></head><body><p>x</p><style>.promo{color:red}</style></body></html>', expect: 'warn', finding: /is in the body/ },
  { name: 'no style elements', html: '<p>x</p>', expect: 'not-applicable' },
]);
