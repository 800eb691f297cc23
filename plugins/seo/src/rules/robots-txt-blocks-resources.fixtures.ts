import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-txt-blocks-resources.ts';

const robots = (body: string) => ({ '/robots.txt': { body, headers: { 'content-type': 'text/plain' } } });
const html = '<link rel="stylesheet" href="/assets/site.css"><script src="/js/app.js"></script><script src="https://cdn.example.net/lib.js"></script>';

export default ruleFixtures(rule, [
  { name: 'assets allowed', resources: robots('User-agent: *\nDisallow: /admin/\n'), html, expect: 'pass' },
  { name: 'css blocked', resources: robots('User-agent: *\nDisallow: /assets/\n'), html, expect: 'fail', finding: /site\.css is disallowed for Googlebot by robots\.txt line 2/ },
  { name: 'js blocked for googlebot only', resources: robots('User-agent: Googlebot\nDisallow: /js/\n'), html, expect: 'fail', findings: 1 },
  { name: 'only third-party assets', resources: robots('User-agent: *\nDisallow: /\n'), html: '<script src="https://cdn.example.net/lib.js"></script>', expect: 'not-applicable' },
  { name: 'no robots.txt', resources: { '/robots.txt': { status: 404 } }, html, expect: 'pass' },
  { name: 'robots.txt not fetched', html, expect: 'not-applicable' },
  { name: 'robots.txt fetch failed', resources: { '/robots.txt': { error: 'timeout' } }, html, expect: 'error' },
]);
