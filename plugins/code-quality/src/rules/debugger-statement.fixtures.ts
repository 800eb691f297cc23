import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './debugger-statement.ts';

export default ruleFixtures(rule, [
  { name: 'clean script', html: '<script>function go() { return 1 }</script>', expect: 'pass' },
  { name: 'debugger left in', html: '<script>function go() {\n  debugger;\n  return 1\n}</script>', expect: 'fail', finding: /debugger statement in inline/ },
  {
    name: 'first-party external script',
    html: '<script src="/js/app.js"></script>',
    resources: { '/js/app.js': { body: 'if (x) { debugger }', headers: { 'content-type': 'text/javascript' } } },
    expect: 'fail',
    finding: /app\.js/,
  },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
