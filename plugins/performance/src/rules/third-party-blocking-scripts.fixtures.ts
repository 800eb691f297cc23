import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-blocking-scripts.ts';

export default ruleFixtures(rule, [
  { name: 'async vendor', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>', expect: 'pass' },
  { name: 'synchronous vendor in the body', html: '<body><p>x</p><script src="https://connect.facebook.net/en_US/sdk.js"></script></body>', expect: 'fail', finding: /connect\.facebook\.net\/en_US\/sdk\.js \(Facebook\) is loaded synchronously/ },
  { name: 'synchronous first-party script', html: '<script src="/app.js"></script>', expect: 'not-applicable' },
  {
    name: 'rendered: a synchronous vendor the served HTML holds',
    html: '<html><head></head><body><p>x</p><script src="https://connect.facebook.net/en_US/sdk.js"></script></body></html>',
    rendered: {},
    expect: 'fail',
    finding: /is loaded synchronously/,
  },
  {
    name: 'rendered: a vendor script a tag manager inserted (no async attribute in the DOM after load)',
    html: '<html><head><script async src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script><script src="https://connect.facebook.net/en_US/fbevents.js"></script></head><body><p>x</p></body></html>',
    rendered: { servedHtml: '<html><head><script async src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script></head><body><p>x</p></body></html>' },
    expect: 'pass',
  },
]);
