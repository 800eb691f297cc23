import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unminified-css.ts';

const pretty = Array.from({ length: 200 }, (_, i) => `/* Card variant ${i} */\n.card-${i} {\n    color: #333;\n    margin: 0 auto;\n}\n`).join('\n');
const minified = Array.from({ length: 300 }, (_, i) => `.card-${i}{color:#333;margin:0 auto}`).join('');

export default ruleFixtures(rule, [
  { name: 'minified external sheet', html: '<link rel="stylesheet" href="/app.min.css">', resources: { '/app.min.css': { body: minified, headers: { 'content-type': 'text/css' } } }, expect: 'pass' },
  { name: 'pretty-printed external sheet', html: '<link rel="stylesheet" href="/app.css">', resources: { '/app.css': { body: pretty, headers: { 'content-type': 'text/css' } } }, expect: 'fail', finding: /Stylesheet https:\/\/example\.com\/app\.css could shrink by about/ },
  { name: 'pretty-printed inline style', html: `<style>${pretty}</style>`, expect: 'fail', finding: /An inline <style>/ },
  { name: 'only small CSS', html: '<style>body { margin: 0; }</style>', expect: 'not-applicable' },
]);
