import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './thin-content.ts';

const para = 'Our oak dining tables are built by hand in Devon from locally felled timber and finished with natural oils. ';

export default ruleFixtures(rule, [
  { name: 'substantial', html: `<main><h1>Oak tables</h1><p>${para.repeat(12)}</p></main>`, expect: 'pass' },
  { name: 'thin', html: `<main><h1>Oak tables</h1><p>${para}</p><script>var ${'x'.repeat(10)} = "${'word '.repeat(300)}";</script></main>`, expect: 'warn', finding: /page has 21 words/ },
  { name: 'text hidden by a style sheet is not counted', html: `<style>.tab-panel { display: none } .tab-panel.first { display: block }</style><p>${para}</p><div class="tab-panel">${para.repeat(20)}</div>`, expect: 'warn', finding: /19 words/ },
  { name: 'hidden and noscript text ignored', html: `<p>${para}</p><div hidden>${para.repeat(20)}</div><noscript><p>${para.repeat(20)}</p></noscript>`, expect: 'warn', finding: /19 words/ },
  { name: 'client-rendered shell', html: '<div id="app">Loading…</div><script src="/bundle.js"></script>', expect: 'needs-review', finding: /rendered by JavaScript/ },
  { name: 'cjk text counts', html: `<p>${'日本の手作りオーク材のダイニングテーブル。'.repeat(25)}</p>`, expect: 'pass' },
]);
