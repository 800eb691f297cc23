import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-attribute.ts';

export default ruleFixtures(rule, [
  { name: 'distinct attributes', html: '<div class="a b" data-x="class=&quot;y&quot;" title=\'class="z"\'><img src=a.png alt=x></div><input disabled required>', expect: 'pass' },
  { name: 'two class attributes', html: '<div class="card" id="c1" class="featured">x</div>', expect: 'fail', finding: /<div class="card" id="c1"> declares class more than once/ },
  { name: 'case-insensitive duplicate', html: '<a href="/a" HREF="/b">x</a>', expect: 'fail', finding: /href/ },
  { name: 'unquoted values', html: '<td width=10 align=left width=20>x</td>', expect: 'fail', finding: /width/ },
  { name: 'one finding per element, naming its first repeat', html: '<p id=a class=b id=c class=d>x</p>', expect: 'fail', finding: /<p id="a" class="b"> declares id more than once/ },
  { name: 'a repeat far into a long start tag', html: `<div data-x="${'y'.repeat(9000)}" class=a class=b>x</div>`, expect: 'fail', finding: /declares class more than once/ },
  { name: 'repeats in comments and script text are not markup', html: '<!-- <b x=1 x=2> --><script>var s = "<i y y>";</script><p>x</p>', expect: 'pass' },
  { name: 'a start tag cut off by the end of the document', html: '<p>x</p><div a=1 a=2 b', expect: 'pass' },
]);
