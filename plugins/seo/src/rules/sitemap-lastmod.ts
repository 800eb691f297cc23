import { defineRule } from '@pagegrade/core';
import { parseW3cDate, sitemapOf } from '../lib/sitemap.ts';

/** A lastmod more than a day after the fetch is in the future even across time zones. */
const DAY = 86_400_000;
/** With at least this many dated entries, every one carrying the same instant means the date is the generation time. */
const SAME_MIN = 10;

export default defineRule({
  id: 'seo/sitemap-lastmod',
  dimension: 'seo',
  title: 'Sitemap <lastmod> dates are valid and believable',
  failureTitle: 'Sitemap <lastmod> dates are malformed, in the future or all identical',
  description: `Checks the <lastmod> values of the fetched sitemap: each must be a W3C Datetime (2026-05-31 or 2026-05-31T12:00:00+00:00), none may lie more than a day after the fetch, and ${SAME_MIN} or more entries must not all carry the same instant. Each problem warns.`,
  why: 'Google uses <lastmod> to schedule recrawls only when it is consistently accurate; malformed, future or "generated now" dates teach it to ignore the field for the whole site.',
  fix: 'Set <lastmod> to the date the page content last changed, in W3C Datetime format; omit it rather than filling in the generation time.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['sitemap'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap#additional-notes-about-xml-sitemaps'],
  check(ctx) {
    const sm = sitemapOf(ctx.page);
    if (!sm || sm.looksLikeHtml) return ctx.notApplicable('No XML sitemap content to check.');
    const dated = sm.entries.filter((e) => e.lastmod !== null && e.lastmod !== '');
    if (dated.length === 0) return ctx.notApplicable('The sitemap has no <lastmod> values.');
    const now = ctx.page.fetchedAt?.getTime() ?? null;
    let malformed = 0;
    let future = 0;
    const instants = new Set<number>();
    for (const e of dated) {
      const d = parseW3cDate(e.lastmod!);
      if (!d) {
        if (++malformed <= 3) ctx.warn(null, `<lastmod>${e.lastmod!.slice(0, 40)}</lastmod> for ${e.loc.slice(0, 80)} is not a W3C Datetime.`);
        continue;
      }
      instants.add(d.getTime());
      if (now !== null && d.getTime() > now + DAY && ++future <= 3) ctx.warn(null, `<lastmod>${e.lastmod}</lastmod> for ${e.loc.slice(0, 80)} is in the future.`);
    }
    if (malformed > 3) ctx.warn(null, `${malformed} <lastmod> values in all are malformed.`);
    if (future > 3) ctx.warn(null, `${future} <lastmod> values in all are in the future.`);
    if (dated.length >= SAME_MIN && instants.size === 1 && malformed === 0) ctx.warn(null, `All ${dated.length} entries have the same <lastmod> ${dated[0]!.lastmod}, which looks like the generation time.`);
    return undefined;
  },
});
