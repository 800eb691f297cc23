import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cache-ttl.ts';

const html = '<link rel="stylesheet" href="/site.css"><script src="/app.js"></script>';
const css = { 'content-type': 'text/css' };
const js = { 'content-type': 'text/javascript' };

export default ruleFixtures(rule, [
  {
    name: 'one year, immutable',
    html,
    resources: {
      '/site.css': { body: 'a{}', headers: { ...css, 'cache-control': 'public, max-age=31536000, immutable' } },
      '/app.js': { body: 'x()', headers: { ...js, 'cache-control': 'max-age=31536000' } },
    },
    expect: 'pass',
  },
  { name: 'expires a year after the date header', html, resources: { '/site.css': { body: 'a{}', headers: { ...css, date: 'Mon, 01 Jun 2026 00:00:00 GMT', expires: 'Tue, 01 Jun 2027 00:00:00 GMT' } } }, expect: 'pass' },
  { name: 'no cache headers', html, resources: { '/app.js': { body: 'x()', headers: js } }, expect: 'fail', finding: /script https:\/\/example\.com\/app\.js has no Cache-Control/ },
  { name: 'no-cache', html, resources: { '/site.css': { body: 'a{}', headers: { ...css, 'cache-control': 'no-cache' } } }, expect: 'fail', finding: /revalidated on every use/ },
  { name: 'one day', html, resources: { '/site.css': { body: 'a{}', headers: { ...css, 'cache-control': 'max-age=86400' } } }, expect: 'warn', finding: /only 24 h/ },
  { name: 'nothing fetched', html, expect: 'not-applicable' },
  { name: 'bare file', bare: true, html, expect: 'not-applicable' },
]);
