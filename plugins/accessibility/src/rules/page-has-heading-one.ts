import { defineRule } from '@pagegrade/core';
import { headings } from '../lib/headings.ts';

export default defineRule({
  id: 'accessibility/page-has-heading-one',
  dimension: 'accessibility',
  title: 'The page has a level-one heading',
  failureTitle: 'The page has no level-one heading',
  description:
    'Checks that the page has at least one <h1> (or role="heading" aria-level="1") exposed to assistive technology. Pages without any text are not applicable. ' +
    'This asks whether screen reader users find a level-one heading to jump to; how many there are and whether one names the page is seo/single-h1\'s question.',
  why: 'Screen reader users jump to the first-level heading to reach the main content and learn what the page is about; without one they must read from the top.',
  fix: 'Mark up the main title of the page as <h1>.',
  impact: 'moderate',
  tags: ['axe:page-has-heading-one', 'best-practice'],
  check(ctx) {
    if (ctx.page.index.textLength === 0) return ctx.notApplicable('The page has no text content.');
    const list = headings(ctx.page);
    const h1 = list.find((h) => h.level === 1);
    if (h1) return ctx.pass();
    return ctx.fail(list.length ? `No level-one heading; the first heading is level ${list[0]!.level}.` : 'The page has no headings at all.');
  },
});
