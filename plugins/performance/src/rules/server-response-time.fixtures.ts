import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './server-response-time.ts';

export default ruleFixtures(rule, [
  { name: 'fast', timings: { wait: 120 }, expect: 'pass', finding: /120 ms/ },
  { name: 'slow', timings: { wait: 1450.4 }, expect: 'fail', finding: 'The first byte took 1450 ms after the request was sent (measured once by the fetcher).' },
  { name: 'no timing', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
