import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unminified-js.ts';

const pretty = Array.from({ length: 120 }, (_, i) => `/**\n * Adds ${i} to the value.\n */\nfunction add${i}(value) {\n    // keep it simple\n    return value + ${i};\n}\n`).join('\n');
const minified = Array.from({ length: 300 }, (_, i) => `function add${i}(v){return v+${i}}`).join('');

export default ruleFixtures(rule, [
  { name: 'minified bundle', html: '<script src="/app.min.js"></script>', resources: { '/app.min.js': { body: minified, headers: { 'content-type': 'text/javascript' } } }, expect: 'pass' },
  { name: 'development build', html: '<script src="/app.js"></script>', resources: { '/app.js': { body: pretty, headers: { 'content-type': 'text/javascript' } } }, expect: 'fail', finding: /Script https:\/\/example\.com\/app\.js could shrink by about .* KiB \(\d+ %/ },
  { name: 'large inline script', html: `<script>${pretty}</script>`, expect: 'fail', finding: /An inline script/ },
  { name: 'small scripts only', html: '<script>var a = 1;</script>', expect: 'not-applicable' },
]);
