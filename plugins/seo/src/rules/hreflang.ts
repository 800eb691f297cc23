import { defineRule, isValidLanguageTag } from '@pagegrade/core';
import { alternatesOf, describeAlternate } from '../lib/hreflang.ts';
import { isAbsoluteHttpUrl } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/hreflang',
  dimension: 'seo',
  title: 'hreflang annotations are valid',
  failureTitle: 'Some hreflang annotations are invalid',
  description:
    'Checks every hreflang alternate (<link rel="alternate" hreflang> and Link headers): the value must be "x-default" or a valid BCP 47 language tag from the IANA registry (en, en-GB, zh-Hant — not en-UK or en_US), and the href must be an absolute http(s) URL. Any violation fails.',
  why: 'Search engines ignore hreflang annotations with unknown language codes or relative URLs, so visitors are sent to the wrong language or country version.',
  fix: 'Use ISO 639-1 language codes, optionally with an ISO 3166-1 region (en-GB, not en-UK), or x-default, and absolute URLs for every alternate.',
  impact: 'moderate',
  tags: ['lighthouse:hreflang'],
  references: ['https://developers.google.com/search/docs/specialty/international/localized-versions'],
  check(ctx) {
    const alts = alternatesOf(ctx.page);
    if (alts.length === 0) return ctx.notApplicable('The page has no hreflang annotations.');
    // Real hreflang sets have at most a few hundred entries; validating tags costs time, so bound it.
    const MAX = 1000;
    if (alts.length > MAX) ctx.warn(null, `${alts.length} hreflang annotations; only the first ${MAX} were checked.`);
    for (const a of alts.slice(0, MAX)) {
      const lang = a.lang;
      if (lang.toLowerCase() !== 'x-default' && !isValidLanguageTag(lang)) {
        const hint = lang.includes('_') ? ` (use "${lang.replace(/_/g, '-')}")` : /-uk$/i.test(lang) ? ' (the United Kingdom is GB)' : '';
        ctx.report(a.element, `${describeAlternate(a)}: "${lang}" is not a valid language code${hint}.`);
      }
      if (!a.href) ctx.report(a.element, `${describeAlternate(a)} has no URL.`);
      else if (!isAbsoluteHttpUrl(a.href)) ctx.report(a.element, `${describeAlternate(a)}: the URL must be absolute${a.url ? ` (${a.url})` : ''}.`);
    }
    return undefined;
  },
});
