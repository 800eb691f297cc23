import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './javascript-weight.ts';

const js = (n: number) => ({ body: `var a=${'1'.repeat(n)};`, headers: { 'content-type': 'text/javascript' } });

export default ruleFixtures(rule, [
  { name: 'a small bundle', html: '<script src="/app.js"></script>', resources: { '/app.js': js(200 * 1024) }, expect: 'pass', finding: /1 external, 0 inline/ },
  { name: 'a 2 MiB bundle', html: '<script src="/app.js"></script>', resources: { '/app.js': js(2 * 1024 * 1024) }, expect: 'warn' },
  { name: 'four megabytes', html: '<script src="/a.js"></script><script src="/b.js"></script>', resources: { '/a.js': js(2 * 1024 * 1024), '/b.js': js(2 * 1024 * 1024) }, expect: 'fail', finding: /4\.00 MiB/ },
  { name: 'scripts not fetched', html: '<script src="/app.js"></script><script>var x=1</script>', expect: 'needs-review', finding: /1 referenced script is not in the snapshot/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
