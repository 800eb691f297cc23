import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './scrollable-region-focusable.ts';

const longLine = 'const x = 1; '.repeat(40);
const prose = 'Web content covers a wide range of recommendations for making pages more accessible to people with disabilities. '.repeat(7);
const logos = '<img src="a.png" alt="A"> '.repeat(7);

export default ruleFixtures(rule, [
  { name: 'focusable scroll region', html: '<div role="region" aria-label="Log" tabindex="0" style="overflow-y:auto;height:100px"><p>Line 1</p><p>Line 2</p></div>', expect: 'pass' },
  { name: 'scroll region with a link inside', html: '<style>.box{overflow:auto}</style><div class="box"><a href="/a">First</a> and more text</div>', expect: 'pass' },
  { name: 'long pre-formatted line in a scroll box without focus', html: `<style>pre{overflow-x:auto}</style><pre id="code">${longLine}</pre>`, expect: 'fail', finding: /id="code".*520 characters/ },
  { name: 'scroll box of text: overflow depends on layout', html: '<div id="terms" style="overflow:scroll;height:200px"><p>Terms and conditions …</p></div>', expect: 'needs-review', finding: /id="terms".*overflow scroll scroll/ },
  { name: 'the same long line, but a sheet may wrap it', html: `<style>pre{overflow-x:auto;white-space:pre-wrap}</style><pre>${longLine}</pre>`, expect: 'needs-review' },
  { name: 'overflow only in a media query', html: '<style>@media (min-width: 600px){.t{overflow:auto}}</style><div class="t">x</div>', expect: 'needs-review' },
  { name: 'hidden scroll box', html: '<div hidden style="overflow:auto"><p>x</p></div>', expect: 'not-applicable' },
  { name: 'overflow hidden does not scroll', html: '<div style="overflow:hidden">x</div>', expect: 'not-applicable' },
  { name: 'prose far taller than its fixed-size box', html: `<section id="abstract" style="height:100px;width:500px;overflow-y:scroll"><h1>Abstract</h1><p>${prose}</p></section>`, expect: 'fail', finding: /id="abstract".*needs at least \d+ px of height in a 100 px high box/ },
  { name: 'a row of logos that cannot wrap', html: `<style>.row{height:100px;width:400px;overflow-y:auto;white-space:nowrap}.row>img{display:inline-block;width:80px}</style><section class="row">${logos}</section>`, expect: 'fail', finding: /unwrapped line is at least 560 px wide in a 400 px wide box/ },
  { name: 'a row that may fit needs review', html: `<style>.row{height:100px;width:600px;overflow-x:auto;white-space:nowrap}.row>img{display:inline-block;width:80px}</style><section class="row">${logos}</section>`, expect: 'needs-review' },
  { name: 'prose that may fit its box needs review', html: `<section style="height:200px;width:500px;overflow:auto"><p>${prose.slice(0, 300)}</p></section>`, expect: 'needs-review' },
  { name: 'floats on the page leave the height open', html: `<style>.f{float:left}</style><section style="height:100px;width:500px;overflow-y:scroll"><p>${prose}</p></section>`, expect: 'needs-review' },
  { name: 'no overflow anywhere', html: '<p>Text</p>', expect: 'not-applicable' },
]);
