import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './download-time.ts';

export default ruleFixtures(rule, [
  { name: 'fast', timings: { receive: 35 }, expect: 'pass' },
  { name: 'slow stream', timings: { receive: 1800 }, expect: 'warn', finding: /took 1800 ms/ },
  { name: 'very slow', timings: { receive: 5200 }, expect: 'fail' },
  { name: 'no timing', html: '<p>x</p>', expect: 'not-applicable' },
]);
