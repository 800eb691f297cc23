import { firstRefresh, refreshDelay } from '../lib/refresh.ts';
import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** 20 hours: ACT rule bc659a and axe-core 4 (meta-refresh maxDelay) treat longer delays as not a time limit (WCAG 2.2.1 exception). */
const MAX_DELAY = 72_000;

function delayOf(content: string): number | null {
  return refreshDelay(content);
}

export default defineRule({
  id: 'accessibility/meta-refresh',
  dimension: 'accessibility',
  title: 'The page does not refresh or redirect on a timer',
  failureTitle: 'The page refreshes or redirects automatically after a delay',
  description: `Checks the first <meta http-equiv="refresh"> with a valid content (and a Refresh response header when headers are known): a delay of 0 (an immediate redirect) or more than ${MAX_DELAY} seconds (20 hours) passes; any delay in between fails.`,
  why: 'A timed refresh or redirect moves or reloads the page while someone is still reading or filling it in; screen reader users lose their place and slow readers lose content, with no way to stop it.',
  fix: 'Remove the timed refresh; redirect on the server (HTTP 301/302) or with a delay of 0, and update content with script only when the user can pause it.',
  impact: 'serious',
  tags: ['axe:meta-refresh', 'act:bc659a', 'wcag:2.2.1', 'lighthouse:meta-refresh'],
  check(ctx) {
    const sources: Array<{ el: Element | null; content: string; where: string }> = [];
    const meta = firstRefresh(ctx.page);
    if (meta) sources.push({ el: meta.el, content: meta.content, where: '<meta http-equiv="refresh">' });
    if (ctx.page.headersKnown) for (const h of ctx.page.headers.all('refresh')) sources.push({ el: null, content: h, where: 'Refresh header' });
    const timed = sources.filter((s) => delayOf(s.content) !== null);
    if (timed.length === 0) return ctx.notApplicable('The page has no refresh directive.');
    for (const s of timed) {
      const d = delayOf(s.content)!;
      if (d > 0 && d <= MAX_DELAY) ctx.report(s.el, `${s.where} with content="${s.content.slice(0, 80)}" reloads or redirects after ${d} s.`);
    }
    return undefined;
  },
});
