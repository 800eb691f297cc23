import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './send-beacon.ts';

export default ruleFixtures(rule, [
  { name: 'first-party beacon', html: "<script>addEventListener('pagehide', () => navigator.sendBeacon('/api/metrics', JSON.stringify(m)));</script>", expect: 'pass' },
  { name: 'third-party beacon', html: "<script>navigator.sendBeacon('https://collect.tracker.example.net/b', data);</script>", expect: 'warn', finding: /third party https:\/\/collect\.tracker/ },
  { name: 'plain HTTP beacon', html: "<script>navigator.sendBeacon(`http://example.com/b`, data);</script>", expect: 'warn', finding: /plain HTTP/ },
  { name: 'computed target', html: '<script>navigator.sendBeacon(cfg.endpoint + "/e", data);</script>', expect: 'needs-review' },
  { name: 'no beacons', html: '<script>console.log(1)</script>', expect: 'not-applicable' },
]);
