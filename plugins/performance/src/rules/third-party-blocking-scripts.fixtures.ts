import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-blocking-scripts.ts';

export default ruleFixtures(rule, [
  { name: 'async vendor', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>', expect: 'pass' },
  { name: 'synchronous vendor in the body', html: '<body><p>x</p><script src="https://connect.facebook.net/en_US/sdk.js"></script></body>', expect: 'fail', finding: /connect\.facebook\.net\/en_US\/sdk\.js \(Facebook\) is loaded synchronously/ },
  { name: 'synchronous first-party script', html: '<script src="/app.js"></script>', expect: 'not-applicable' },
]);
