import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-attribute.ts';

export default ruleFixtures(rule, [
  { name: 'distinct attributes', html: '<div class="a b" data-x="class=&quot;y&quot;" title=\'class="z"\'><img src=a.png alt=x></div><input disabled required>', expect: 'pass' },
  { name: 'two class attributes', html: '<div class="card" id="c1" class="featured">x</div>', expect: 'fail', finding: /<div class="card" id="c1"> declares class more than once/ },
  { name: 'case-insensitive duplicate', html: '<a href="/a" HREF="/b">x</a>', expect: 'fail', finding: /href/ },
  { name: 'unquoted values', html: '<td width=10 align=left width=20>x</td>', expect: 'fail', finding: /width/ },
]);
