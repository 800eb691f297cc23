import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './main-content-marked.ts';

const prose = `<p>${'Oak is oiled twice a year with a thin coat of hardwax oil. '.repeat(12)}</p>`;
export default ruleFixtures(rule, [
  { name: 'main element', html: `<header><nav>Home Shop</nav></header><main><h1>Care</h1>${prose}</main><footer>© Oak</footer>`, expect: 'pass' },
  { name: 'article only', html: `<div><article><h1>Care</h1>${prose}</article></div>`, expect: 'pass' },
  { name: 'role main', html: `<div role="main">${prose}</div>`, expect: 'pass' },
  { name: 'divs only', html: `<div class="content"><h1>Care</h1>${prose}</div>`, expect: 'fail', finding: /no <main>/ },
  { name: 'main wraps a sliver', html: `<main><h1>Care</h1></main><div>${prose}</div>`, expect: 'warn', finding: /most of the content is outside/ },
  { name: 'short page', html: '<p>Hello</p>', expect: 'not-applicable' },
]);
