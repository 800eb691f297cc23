import { defineRule, pageWeight, weightKinds } from '@pagegrade/core';
import { bytes, fetchedSubresources, KiB, limitsNote } from '../lib/common.ts';
import { references } from '../lib/refs.ts';

/** Lighthouse 13's total-byte-weight: p10 of real sites at 2,667 KiB, median 4,000 KiB. */
const GOOD = 2667 * KiB;
const POOR = 4000 * KiB;

export default defineRule({
  id: 'performance/total-byte-weight',
  dimension: 'performance',
  title: 'The page is light',
  failureTitle: 'The page is heavy to download',
  description: `Adds up the bytes on the wire of the document and every fetched subresource: over ${bytes(GOOD)} is a warning and over ${bytes(POOR)} a failure (Lighthouse's total-byte-weight reference points). Resources the page references but the snapshot lacks make a light total inconclusive, so it is then left for review. In rendered mode the total is what the browser transferred while loading the page (every request it made, by kind and first or third party), and nothing it did not load is counted or awaited, as in Lighthouse.`,
  why: 'Heavy pages take long to load on mobile networks and cost visitors real money on metered data plans; payload size correlates strongly with load time.',
  fix: 'Find the largest resources (usually images, video, JavaScript and fonts), compress and resize them, lazy-load what is below the first screen and remove what is unused.',
  impact: 'serious',
  measures: 'bytes',
  needs: ['fetched'],
  tags: ['lighthouse:total-byte-weight'],
  check(ctx) {
    const { page } = ctx;
    if (!page.headersKnown) return ctx.notApplicable('A saved HTML file has no transfer sizes to add up.');
    if (page.rendered) {
      // What the browser loaded is the measurement: the same thresholds, on the bytes it transferred.
      const w = pageWeight(page);
      const parts = weightKinds(w).map((t) => `${t} ${bytes(w.byType[t].bytes)}`);
      const detail = `${bytes(w.bytes)} transferred by the browser over ${w.requests} responses (${parts.join(', ')}); ${bytes(w.thirdPartyBytes)} of it from other sites.${limitsNote(page)}`;
      ctx.measure(w.bytes, 'bytes');
      if (w.bytes > POOR) return ctx.fail(detail);
      if (w.bytes > GOOD) return ctx.warning(detail);
      if (page.limitsHit.length) return ctx.needsReview(detail);
      return ctx.pass(detail);
    }
    const subs = fetchedSubresources(page);
    let total = page.response.transferSize;
    const byRole = new Map<string, number>();
    for (const r of subs) {
      total += r.transferSize;
      byRole.set(r.role, (byRole.get(r.role) ?? 0) + r.transferSize);
    }
    const missing = new Set<string>();
    for (const ref of references(page)) if (ref.kind !== 'preload' && page.resourceByUrl(ref.url)?.state !== 'ok') missing.add(ref.url);
    const parts = [`document ${bytes(page.response.transferSize)}`, ...[...byRole].sort((a, b) => b[1] - a[1]).map(([role, n]) => `${role} ${bytes(n)}`)];
    const detail = `${bytes(total)} over ${subs.length + 1} responses (${parts.join(', ')}).${limitsNote(page)}`;
    ctx.measure(total, 'bytes');
    if (total > POOR) return ctx.fail(detail);
    if (total > GOOD) return ctx.warning(detail);
    if (missing.size > 0) return ctx.needsReview(`${detail} ${missing.size} referenced resource${missing.size === 1 ? ' is' : 's are'} not in the snapshot, so the full weight is unknown.`);
    if (page.limitsHit.length) return ctx.needsReview(detail);
    return ctx.pass(detail);
  },
});
