import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-txt-valid.ts';

const robots = (body: string, ct = 'text/plain') => ({ '/robots.txt': { body, headers: { 'content-type': ct } } });

export default ruleFixtures(rule, [
  { name: 'valid file', resources: robots('# hi\nUser-agent: *\nDisallow: /admin/\nAllow: /admin/public\nCrawl-delay: 5\n\nSitemap: https://example.com/sitemap.xml\n'), html: '', expect: 'pass' },
  { name: 'AI-usage extensions (Content-Signal, RSL License)', resources: robots('User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\nLicense: https://example.com/license.xml\n'), html: '', expect: 'pass' },
  { name: 'byte order mark', resources: robots('\uFEFFUser-agent: *\nDisallow: /admin/\n'), html: '', expect: 'pass' },
  { name: 'line without colon', resources: robots('User-agent: *\nDisallow /admin\n'), html: '', expect: 'fail', finding: /Line 2 "Disallow \/admin" has no colon/ },
  { name: 'unknown directive', resources: robots('User-agent: *\nDisalow: /admin\n'), html: '', expect: 'fail', finding: /unknown directive "Disalow"/ },
  { name: 'rule before user-agent', resources: robots('Disallow: /admin\n'), html: '', expect: 'fail', finding: /before any User-agent/ },
  { name: 'bad path', resources: robots('User-agent: *\nDisallow: admin\n'), html: '', expect: 'fail', finding: /must start with/ },
  { name: 'noindex line', resources: robots('User-agent: *\nNoindex: /tmp/\n'), html: '', expect: 'warn', finding: /not supported/ },
  { name: 'html instead of rules', resources: robots('<!DOCTYPE html><html><body>Not found</body></html>', 'text/html'), html: '', expect: 'fail', finding: /HTML page/ },
  { name: 'no robots.txt', resources: { '/robots.txt': { status: 404 } }, html: '', expect: 'not-applicable' },
  { name: 'not fetched', html: '', expect: 'not-applicable' },
  { name: 'fetch failed', resources: { '/robots.txt': { error: 'timeout' } }, html: '', expect: 'error' },
]);
