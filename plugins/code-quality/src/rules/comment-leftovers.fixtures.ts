import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './comment-leftovers.ts';

export default ruleFixtures(rule, [
  { name: 'ordinary comments', html: '<!-- Main navigation --><nav></nav><!-- end nav -->', expect: 'pass' },
  { name: 'todo note', html: '<p>x</p>\n<!-- TODO: remove test account admin/admin before launch -->', expect: 'warn', finding: /line 2: "TODO: remove test account/ },
  { name: 'commented-out block', html: `<!-- <div class="old-banner">${'<p>old offer</p>'.repeat(200)}</div> -->`, expect: 'warn', finding: /KB of commented-out markup/ },
  { name: 'no comments', html: '<p>x</p>', expect: 'not-applicable' },
]);
