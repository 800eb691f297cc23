import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-refresh-delay.ts';

export default ruleFixtures(rule, [
  { name: 'an immediate redirect', html: '<meta http-equiv="refresh" content="0; url=/moved">', expect: 'pass' },
  { name: 'a redirect after ten seconds', html: '<meta http-equiv="refresh" content="10; url=/moved">', expect: 'fail', finding: /10 s/ },
  { name: 'a reload after a day', html: '<meta http-equiv="refresh" content="86400">', expect: 'fail' },
  { name: 'only the first valid pragma counts', html: '<meta http-equiv="refresh" content="soon"><meta http-equiv="refresh" content="0; url=/a"><meta http-equiv="refresh" content="5">', expect: 'pass' },
  { name: 'no refresh', html: '<meta charset="utf-8">', expect: 'not-applicable' },
]);
