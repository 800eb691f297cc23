import { defineRule, isThirdParty, registrableDomain, thirdPartyEntity } from '@pagegrade/core';
import { bytes, fetchedSubresources, KiB, limitsNote, MiB } from '../lib/common.ts';

/** pagegrade's thresholds for bytes on the wire from other sites. */
const WARN = 250 * KiB;
const FAIL = 1 * MiB;

export default defineRule({
  id: 'performance/third-party-weight',
  dimension: 'performance',
  title: 'Third-party code is light',
  failureTitle: 'Third-party resources add a lot of weight',
  description: `Adds up the bytes on the wire of the fetched subresources served from other sites (another registrable domain), grouped by vendor with the third-party-web dataset: over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure. Only resources in the snapshot are counted, so the total is a lower bound.`,
  why: 'Tag managers, analytics, ads, chat widgets and social embeds compete with the page\'s own resources for bandwidth and the main thread, and their weight is outside the site\'s control.',
  fix: 'Remove vendors that are not earning their cost, load the rest with async/defer or after user interaction (facades for chat and video embeds), and self-host small libraries.',
  impact: 'moderate',
  measures: 'bytes',
  needs: ['fetched'],
  tags: ['lighthouse:third-parties-insight'],
  check(ctx) {
    const { page } = ctx;
    const byVendor = new Map<string, number>();
    let total = 0;
    for (const res of fetchedSubresources(page)) {
      if (!isThirdParty(res.url, page.url)) continue;
      const vendor = thirdPartyEntity(res.url)?.name ?? registrableDomain(res.url) ?? res.url;
      byVendor.set(vendor, (byVendor.get(vendor) ?? 0) + res.transferSize);
      total += res.transferSize;
    }
    if (byVendor.size === 0) return ctx.notApplicable('No third-party resource is in the snapshot.');
    const top = [...byVendor].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([v, n]) => `${v} ${bytes(n)}`);
    const detail = `${bytes(total)} from ${byVendor.size} third part${byVendor.size === 1 ? 'y' : 'ies'}: ${top.join(', ')}${byVendor.size > 6 ? ', …' : ''}.${limitsNote(page)}`;
    ctx.measure(total, 'bytes');
    if (total > FAIL) return ctx.fail(detail);
    if (total > WARN) return ctx.warning(detail);
    return ctx.pass(detail);
  },
});
