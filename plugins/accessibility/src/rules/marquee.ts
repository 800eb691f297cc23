import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { shortText } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/marquee',
  dimension: 'accessibility',
  title: 'No scrolling marquee text',
  failureTitle: 'The page uses the <marquee> element',
  description: 'Checks for rendered <marquee> elements, which scroll text continuously and cannot be paused by the user.',
  why: 'Moving text is hard or impossible to read for people with low vision, cognitive or attention disabilities, and it cannot be stopped.',
  fix: 'Replace <marquee> with static text; if movement is essential, use CSS animation with a visible pause control and honour prefers-reduced-motion.',
  impact: 'serious',
  tags: ['axe:marquee', 'wcag:2.2.2'],
  check(ctx) {
    for (const el of ctx.page.index.byTag.get('marquee') ?? []) {
      // A marquee that is not rendered moves nothing.
      if (!isHidden(ctx.page, el)) ctx.report(el, `<marquee> scrolling "${shortText(el, 50)}".`);
    }
  },
});
