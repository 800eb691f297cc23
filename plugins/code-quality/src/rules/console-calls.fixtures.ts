import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './console-calls.ts';

export default ruleFixtures(rule, [
  { name: 'only error reporting', html: '<script>try { run() } catch (e) { console.error(e); console.warn("fallback") }</script>', expect: 'pass' },
  { name: 'console.log left in', html: '<script>console.log("user", user); console.table(rows);</script>', expect: 'warn', finding: /console\.log\(\) in inline/, findings: 2 },
  {
    name: 'third-party script is not judged',
    html: '<script src="https://cdn.vendor.example/w.js"></script>',
    resources: { 'https://cdn.vendor.example/w.js': { body: 'console.log("vendor")', headers: { 'content-type': 'text/javascript' } } },
    expect: 'not-applicable',
  },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
