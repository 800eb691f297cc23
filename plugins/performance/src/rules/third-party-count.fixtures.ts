import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-count.ts';

const scripts = (n: number) => Array.from({ length: n }, (_, i) => `<script async src="https://cdn.vendor${i}.net/t.js"></script>`).join('');

export default ruleFixtures(rule, [
  { name: 'first-party only', html: '<script src="/app.js"></script><img src="/a.png">', expect: 'pass' },
  { name: 'two vendors', html: '<script async src="https://www.googletagmanager.com/gtm.js?id=X"></script><img src="https://cdn.vendor1.net/i.png">', expect: 'pass', finding: /2 third-party sites/ },
  { name: 'twelve vendors', html: scripts(12), expect: 'warn', finding: /12 third-party sites/ },
  { name: 'twenty-five vendors', html: scripts(25), expect: 'fail' },
]);
