import { defineRule } from '@pagegrade/core';
import { effectiveCanonical } from '../lib/canonical.ts';

/** More than this many query parameters makes a URL a likely faceted-navigation or tracking variant. */
const MAX_PARAMS = 3;

export default defineRule({
  id: 'seo/url-parameters',
  dimension: 'seo',
  title: 'The indexable URL has few query parameters',
  failureTitle: 'The page’s indexable URL carries many query parameters',
  description: `Counts the query parameters of the URL the page asks to be indexed under (its canonical URL, else its own URL). More than ${MAX_PARAMS} warns; so does any utm_ tracking parameter there.`,
  why: 'Every parameter combination is a separate URL to crawlers; parameter-heavy canonical URLs multiply duplicates, dilute signals and are unappealing in results.',
  fix: 'Point the canonical at a clean URL without tracking or filter parameters, or move meaningful parameters into the path.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const target = effectiveCanonical(ctx.page) ?? (ctx.page.location?.protocol.startsWith('http') ? ctx.page.url : null);
    if (!target) return ctx.notApplicable('The page has no web URL.');
    const u = new URL(target);
    const keys = [...u.searchParams.keys()];
    if (keys.length === 0) return ctx.pass(`${target} has no query parameters.`);
    const utm = keys.filter((k) => k.toLowerCase().startsWith('utm_'));
    if (utm.length) ctx.warn(null, `The indexable URL ${target.slice(0, 120)} carries tracking parameters (${utm.join(', ')}).`);
    if (keys.length > MAX_PARAMS) ctx.warn(null, `The indexable URL has ${keys.length} query parameters (${keys.slice(0, 6).join(', ')}).`);
    return undefined;
  },
});
