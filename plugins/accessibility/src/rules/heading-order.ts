import { defineRule, dom } from '@pagegrade/core';
import { shortText } from '../lib/info.ts';
import { headings } from '../lib/headings.ts';

export default defineRule({
  id: 'accessibility/heading-order',
  dimension: 'accessibility',
  title: 'Heading levels increase one at a time',
  failureTitle: 'Heading levels skip (for example an <h2> followed by an <h4>)',
  description: 'Walks the headings exposed to assistive technology in document order and reports each one whose level is more than one deeper than the heading before it (h2 → h4). Going back up any number of levels is fine.',
  why: 'Screen reader users read the heading outline to understand the page structure; a skipped level suggests missing sections and makes the hierarchy ambiguous.',
  fix: 'Choose heading levels by structure, not by size: after an <h2> use <h3>; restyle with CSS if the look is wrong.',
  impact: 'moderate',
  tags: ['axe:heading-order', 'best-practice', 'lighthouse:heading-order'],
  check(ctx) {
    const list = headings(ctx.page);
    if (list.length < 2) return ctx.notApplicable('Fewer than two headings.');
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const h = list[i]!;
      if (h.level > prev.level + 1) {
        ctx.report(h.el, `Level ${h.level} heading "${shortText(h.el, 40)}" follows a level ${prev.level} heading "${shortText(prev.el, 40)}".`);
      }
    }
    return undefined;
  },
});
