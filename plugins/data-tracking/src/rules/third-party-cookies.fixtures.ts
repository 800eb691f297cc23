import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-cookies.ts';

const js = { 'content-type': 'text/javascript' };

export default ruleFixtures(rule, [
  {
    name: 'a third-party script that could not be fetched',
    html: '<script src="https://cdn.vendor.example.net/widget.js"></script>',
    resources: { 'https://cdn.vendor.example.net/widget.js': { error: 'timeout' } },
    expect: 'not-applicable',
  },
  {
    name: 'third-party script without cookies',
    html: '<script src="https://cdn.vendor.example.net/widget.js"></script>',
    resources: { 'https://cdn.vendor.example.net/widget.js': { headers: js, body: 'void 0' } },
    expect: 'pass',
  },
  {
    name: 'SameSite=None cookie from a third-party script',
    html: '<script src="https://cdn.vendor.example.net/widget.js"></script>',
    resources: { 'https://cdn.vendor.example.net/widget.js': { headers: { ...js, 'set-cookie': 'vid=abc123; Domain=.vendor.example.net; Path=/; Secure; SameSite=None; Max-Age=31536000' }, body: 'void 0' } },
    expect: 'fail',
    finding: /widget\.js \(example\.net\) sets the cookie vid with SameSite=None for \.vendor\.example\.net/,
  },
  {
    name: 'several cookies, only the cross-site kind counts',
    html: '<link rel="stylesheet" href="https://static.cdn.example.org/site.css">',
    resources: {
      'https://static.cdn.example.org/site.css': {
        headers: { 'content-type': 'text/css', 'set-cookie': ['__bm=1; Path=/; Secure; HttpOnly; SameSite=None', 'lang=en; Path=/; SameSite=Lax', 'nosec=1; SameSite=None'] },
        body: 'p{}',
      },
    },
    expect: 'fail',
    findings: 1,
  },
  {
    name: 'partitioned cookie (CHIPS)',
    html: '<script src="https://cdn.vendor.example.net/widget.js"></script>',
    resources: { 'https://cdn.vendor.example.net/widget.js': { headers: { ...js, 'set-cookie': '__Host-vid=1; Path=/; Secure; SameSite=None; Partitioned' }, body: 'void 0' } },
    expect: 'pass',
  },
  {
    name: 'cookie from the page\'s own site',
    html: '<script src="https://static.example.com/app.js"></script><script src="https://cdn.vendor.example.net/w.js"></script>',
    resources: {
      'https://static.example.com/app.js': { headers: { ...js, 'set-cookie': 'sid=1; Secure; SameSite=None' }, body: 'void 0' },
      'https://cdn.vendor.example.net/w.js': { headers: js, body: 'void 0' },
    },
    expect: 'pass',
  },
  {
    name: 'only first-party subresources',
    html: '<script src="/app.js"></script>',
    resources: { '/app.js': { headers: js, body: 'void 0' } },
    expect: 'not-applicable',
  },
  { name: 'saved file', html: '<script src="https://cdn.vendor.example.net/widget.js"></script>', bare: true, expect: 'not-applicable' },
]);
