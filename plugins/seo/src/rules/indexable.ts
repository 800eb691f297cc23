import { defineRule } from '@pagegrade/core';
import { describeSource, searchSources } from '../lib/robots-meta.ts';

export default defineRule({
  id: 'seo/indexable',
  dimension: 'seo',
  title: 'The page allows search engines to index it',
  failureTitle: 'The page tells search engines not to index it',
  description:
    'Checks <meta name="robots|googlebot|bingbot"> and, when headers are known, X-Robots-Tag (for all agents, Googlebot or Bingbot) for noindex or none, and for an unavailable_after date that has passed at fetch time. Any of these fails.',
  why: 'A noindex directive removes the page from search results entirely, whatever its content; it is often left over from a staging site.',
  fix: 'Remove noindex / none (and any past unavailable_after) from the robots meta tags and the X-Robots-Tag header of pages that should appear in search.',
  impact: 'critical',
  tags: ['lighthouse:is-crawlable'],
  cap: { max: 20, scope: 'dimension', reason: 'the page tells search engines not to index it (noindex).' },
  references: ['https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag'],
  check(ctx) {
    const now = ctx.page.fetchedAt;
    for (const s of searchSources(ctx.page)) {
      for (const d of s.directives) {
        if (d.name === 'noindex' || d.name === 'none') {
          const who = s.agent === 'robots' ? 'all search engines' : s.agent === 'googlebot' ? 'Google' : 'Bing';
          ctx.report(s.element, `${describeSource(s)} keeps the page out of ${who}.`);
        } else if (d.name === 'unavailable_after' && d.value && now) {
          const when = new Date(d.value);
          if (!Number.isNaN(when.getTime()) && when.getTime() <= now.getTime()) {
            ctx.report(s.element, `${describeSource(s)}: the unavailable_after date ${d.value} has passed, so the page is dropped from results.`);
          }
        }
      }
    }
    return undefined;
  },
});
