import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './inline-script-size.ts';

export default ruleFixtures(rule, [
  { name: 'a small inline script', html: '<script>document.documentElement.className="js"</script>', expect: 'pass' },
  { name: 'JSON-LD does not count', html: `<script type="application/ld+json">${JSON.stringify({ a: 'x'.repeat(300000) })}</script>`, expect: 'not-applicable' },
  { name: '100 KiB of hydration state', html: `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ a: 'x'.repeat(100 * 1024) })}</script>`, expect: 'warn', finding: /largest #__NEXT_DATA__ \(type application\/json\)/ },
  { name: 'a 300 KiB inline bundle', html: `<script>${'var a=1;'.repeat(40000)}</script>`, expect: 'fail', finding: /1 inline script total 312\.5 KiB/ },
]);
