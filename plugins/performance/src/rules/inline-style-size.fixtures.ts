import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './inline-style-size.ts';

export default ruleFixtures(rule, [
  { name: 'critical CSS only', html: '<style>body{margin:0}</style><p style="color:red">x</p>', expect: 'pass', finding: /1 <style> element/ },
  { name: '80 KiB of style attributes', html: '<p style="color:red;margin:0 auto;padding:4px 8px;font-weight:700">x</p>'.repeat(1500), expect: 'warn', finding: /1500 style attributes/ },
  { name: 'a whole framework inlined', html: `<style>${'.btn{color:red;background:blue}\n'.repeat(6000)}</style>`, expect: 'fail' },
  { name: 'no inline CSS', html: '<link rel="stylesheet" href="/a.css">', expect: 'not-applicable' },
]);
