import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './mixed-content-active.ts';

export default ruleFixtures(rule, [
  { name: 'all https', html: '<script src="https://cdn.example.net/a.js"></script><link rel="stylesheet" href="/s.css"><iframe src="//player.example.net/"></iframe>', expect: 'pass' },
  { name: 'http script', html: '<script src="http://cdn.example.net/a.js"></script>', expect: 'fail', finding: /loads http:\/\/cdn\.example\.net\/a\.js over HTTP; browsers block it/ },
  { name: 'http stylesheet and iframe', html: '<link rel="stylesheet" href="http://x.example.net/s.css"><iframe src="http://y.example.net/"></iframe>', expect: 'fail', findings: 2 },
  { name: 'base href makes relative http', html: '<base href="http://example.com/"><script src="/a.js"></script>', expect: 'fail', finding: /http:\/\/example\.com\/a\.js/ },
  { name: 'upgrade-insecure-requests', headers: { 'content-security-policy': 'upgrade-insecure-requests' }, html: '<script src="http://cdn.example.net/a.js"></script>', expect: 'warn', finding: /upgrade-insecure-requests/ },
  { name: 'http page', url: 'http://example.com/', html: '<script src="http://cdn.example.net/a.js"></script>', expect: 'not-applicable' },
]);
