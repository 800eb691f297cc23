import { defineRule } from '@pagegrade/core';
import { firstRefresh } from '../lib/refresh.ts';

export default defineRule({
  id: 'accessibility/meta-refresh-delay',
  dimension: 'accessibility',
  title: 'The page does not refresh or redirect after a delay',
  failureTitle: 'The page refreshes or redirects after a delay',
  description: 'Checks the first <meta http-equiv="refresh"> with a valid content: its delay must be 0 (an immediate redirect). Unlike meta-refresh (WCAG 2.2.1), no delay is long enough to be allowed: WCAG 2.2.4 Interruptions and 3.2.5 Change on Request (level AAA) leave no 20-hour exception (ACT rule bisz58).',
  why: 'Any delayed reload or redirect changes the page without the user asking for it, however long the delay; users of screen readers and people who read slowly lose their place.',
  fix: 'Redirect on the server (HTTP 301/302) or with a delay of 0, and let users reload content themselves.',
  impact: 'minor',
  tags: ['act:bisz58', 'wcag:2.2.4', 'wcag:3.2.5'],
  check(ctx) {
    const refresh = firstRefresh(ctx.page);
    if (!refresh) return ctx.notApplicable('The page has no <meta http-equiv="refresh"> with a valid content.');
    if (refresh.delay > 0) ctx.report(refresh.el, `content="${refresh.content.slice(0, 80)}" reloads or redirects after ${refresh.delay} s.`);
    return undefined;
  },
});
