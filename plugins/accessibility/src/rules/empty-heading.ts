import { defineRule } from '@pagegrade/core';
import { nameProbe } from '@pagegrade/core/a11y';
import { headings } from '../lib/headings.ts';
import { describe, reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/empty-heading',
  dimension: 'accessibility',
  title: 'Headings have text',
  failureTitle: 'Some headings are empty',
  description: 'Checks that every heading exposed to assistive technology (<h1>–<h6> and role="heading") has an accessible name from its content (including image alt text), aria-label, aria-labelledby or title.',
  why: 'Screen reader users navigate by headings; an empty heading is announced as "heading level 2" with nothing after it, a confusing dead end in the page outline.',
  fix: 'Put text in the heading, or remove the heading element if it only exists for spacing or styling.',
  impact: 'minor',
  tags: ['axe:empty-heading', 'act:ffd0e9', 'best-practice', 'lighthouse:empty-heading'],
  check(ctx) {
    const list = headings(ctx.page);
    if (list.length === 0) return ctx.notApplicable('The page has no headings.');
    for (const h of list) {
      // Only an empty name proven empty is reported: no name is built. Every listed heading's
      // effective role is heading (see headings).
      if (nameProbe(h.el, ctx.page, 'heading') === 'unnamed') reportExposed(ctx, h.el, `Level ${h.level} heading ${describe(h.el, 60)} is empty.`);
    }
    return undefined;
  },
});
