import { defineRule } from '@pagegrade/core';
import { alternatesOf } from '../lib/hreflang.ts';
import { effectiveCanonical } from '../lib/canonical.ts';
import { isWebPage, plural, sameDocument } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/hreflang-self',
  dimension: 'seo',
  title: 'The hreflang set includes this page',
  failureTitle: 'The hreflang set does not list this page itself',
  description: 'When the page has hreflang alternates, checks that one of them (other than x-default) points to the page itself — its URL or its canonical URL. Missing warns.',
  why: 'Google requires each language version to list itself as well as the others; a set without a self-reference may be ignored as a whole.',
  fix: 'Add a <link rel="alternate" hreflang="…"> for the page’s own language that points to its own canonical URL, on every version.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/specialty/international/localized-versions#html'],
  check(ctx) {
    const alts = alternatesOf(ctx.page).filter((a) => a.url);
    if (alts.length === 0) return ctx.notApplicable('The page has no hreflang annotations.');
    const canonical = effectiveCanonical(ctx.page);
    if (!isWebPage(ctx.page) && !canonical) return ctx.notApplicable('The page has no web URL (a saved file) and no canonical, so its own entry cannot be identified.');
    const self = alts.find((a) => a.lang.toLowerCase() !== 'x-default' && (sameDocument(a.url!, ctx.page.url) || (canonical !== null && sameDocument(a.url!, canonical))));
    if (self) return ctx.pass(`hreflang="${self.lang}" points to this page.`);
    const langs = [...new Set(alts.map((a) => a.lang))].slice(0, 6).join(', ');
    // At the first annotation, where the page's own entry belongs.
    ctx.warn(alts[0]!.element, `None of the ${plural(alts.length, 'hreflang alternate')} (${langs}) points to this page (${canonical ?? ctx.page.url}).`);
    return undefined;
  },
});
