import { defineRule } from '@pagegrade/core';
import { landmarks } from '../lib/landmarks.ts';

export default defineRule({
  id: 'accessibility/landmark-one-main',
  dimension: 'accessibility',
  title: 'The page has a main landmark',
  failureTitle: 'The page has no main landmark',
  description:
    'Checks that the page has at least one main landmark (<main> or role="main") exposed to assistive technology. Pages without text are not applicable. ' +
    'This asks whether screen reader users can jump to the main content; geo/main-content-marked asks whether content extractors find it, which an <article> also answers and which also weighs how much of the text the region holds.',
  why: 'Screen reader users jump straight to the main landmark to skip headers and navigation; without one they must move through everything on each page.',
  fix: 'Wrap the primary content of the page in a single <main> element.',
  impact: 'moderate',
  tags: ['axe:landmark-one-main', 'best-practice', 'lighthouse:landmark-one-main'],
  check(ctx) {
    if (ctx.page.index.textLength === 0) return ctx.notApplicable('The page has no text content.');
    const mains = landmarks(ctx.page).list.filter((l) => l.role === 'main');
    if (mains.length === 0) return ctx.fail('No <main> element or role="main" on the page.');
    return ctx.pass();
  },
});
