import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unclosed-element.ts';

export default ruleFixtures(rule, [
  { name: 'all closed', html: '<!DOCTYPE html><html><body><div><span>a</span></div></body></html>', expect: 'pass' },
  { name: 'optional end tags omitted', html: '<!DOCTYPE html><html><head><title>x</title><body><p>a<p>b<ul><li>1<li>2</ul><table><tr><td>1<td>2</table>', expect: 'pass' },
  { name: 'span closed by parent end tag', html: '<div><span class="price">10 €</div>', expect: 'fail', finding: /<span class="price"> has no <\/span>/ },
  { name: 'self-closing div', html: '<section><div class="spacer"/><p>text</p></section>', expect: 'fail', finding: /self-closing/ },
  { name: 'link left open', html: '<a href="/a">One <a href="/b">Two</a>', expect: 'fail', finding: /<a href="\/a"> has no <\/a>/ },
  { name: 'nested link is left to nested-interactive', html: '<a href="/a">One <a href="/b">Two</a></a>', expect: 'pass' },
]);
