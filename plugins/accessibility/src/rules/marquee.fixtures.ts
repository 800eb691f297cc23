import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './marquee.ts';

export default ruleFixtures(rule, [
  { name: 'marquee present', html: '<marquee>Breaking news: sale ends today</marquee>', expect: 'fail', finding: /Breaking news/ },
  { name: 'no marquee', html: '<p>Breaking news</p>', expect: 'pass' },
]);
