import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './stray-end-tag.ts';

export default ruleFixtures(rule, [
  { name: 'balanced markup', html: '<div><p>a<b>b</b></p></div><ul><li>x<li>y</ul>', expect: 'pass' },
  { name: 'omitted optional start tags', html: '<title>x</title></head><p>x</p><table><tr><td>1</td></tr></tbody></table></body></html>', expect: 'pass' },
  { name: 'extra closing div', html: '<div>a</div></div>\n<p>x</p>', expect: 'fail', finding: /<\/div> at line 1 has no open <div>/ },
  { name: 'nested form', html: '<form action="/a"><form action="/b"></form></form>', expect: 'fail', finding: /nested in another form/ },
  { name: 'block inside p is left to phrasing-content', html: '<p>a<div>b</div></p>', expect: 'pass' },
]);
