import { defineRule, renderedElement } from '@pagegrade/core';
import { CLS, labVerdict } from '../lib/lab.ts';

/** Shifting elements reported at most. */
const MAX_SOURCES = 10;

export default defineRule({
  id: 'performance/cumulative-layout-shift',
  dimension: 'performance',
  title: 'The layout stays still while the page loads',
  failureTitle: 'The layout shifts while the page loads',
  description: 'Rendered mode only: the Cumulative Layout Shift the browser measured while drawing the page (the largest session window of shifts without recent input), scored on Lighthouse\'s curve (good up to 0.1, poor beyond 0.25), with the elements that moved most as findings. A warning when it needs improvement, a failure when it is poor; static snapshots are not-applicable.',
  why: 'CLS is a Core Web Vital: content that jumps while visitors read or reach for it makes them lose their place or tap the wrong thing. Search ranks pages by it.',
  fix: 'Reserve space for what arrives late: width and height (or aspect-ratio) on images, videos and iframes, a fixed box for ads and embeds, font-display with metric-matched fallbacks, and no content inserted above what is already shown.',
  impact: 'serious',
  needs: ['rendered'],
  tags: ['lighthouse:cumulative-layout-shift'],
  check(ctx) {
    const { page } = ctx;
    const { cumulativeLayoutShift: cls, layoutShifts } = page.rendered!.metrics;
    const verdict = labVerdict(ctx, CLS, cls, layoutShifts.length ? ` ${layoutShifts.length} layout shift${layoutShifts.length === 1 ? '' : 's'} without recent input.` : '');
    if (verdict.outcome === 'pass') return verdict;
    // Each element's share: the shifts it moved in, added up.
    const moved = new Map<string, { total: number; count: number }>();
    for (const shift of layoutShifts) {
      for (const source of new Set(shift.sources)) {
        const m = moved.get(source) ?? { total: 0, count: 0 };
        m.total += shift.value;
        m.count++;
        moved.set(source, m);
      }
    }
    const ranked = [...moved].sort((a, b) => b[1].total - a[1].total || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_SOURCES);
    for (const [selector, { total, count }] of ranked) {
      const el = renderedElement(page, selector);
      const text = `Moved in ${count} layout shift${count === 1 ? '' : 's'} worth ${Math.round(total * 1000) / 1000} together.`;
      ctx.report(el, el ? text : `${text} (${selector}; no longer in the DOM as it was saved)`);
    }
    return verdict;
  },
});
