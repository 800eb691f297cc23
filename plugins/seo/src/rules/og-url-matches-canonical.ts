import { defineRule } from '@pagegrade/core';
import { canonicalsOf, effectiveCanonical } from '../lib/canonical.ts';
import { firstContent, metaByProperty, sameDocument } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/og-url-matches-canonical',
  dimension: 'seo',
  title: 'og:url agrees with the canonical URL',
  failureTitle: 'og:url and the canonical URL name different pages',
  description: 'When the page has both an og:url and a single canonical URL, checks that they resolve to the same URL (ignoring a fragment). A difference warns.',
  why: 'Social networks count shares and likes against og:url while search engines consolidate on the canonical; when they differ, engagement and ranking signals are split between two URLs.',
  fix: 'Generate og:url and rel="canonical" from the same value: the absolute preferred URL of the page.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const og = metaByProperty(ctx.page, 'og:url');
    const value = firstContent(og);
    if (!value) return ctx.notApplicable('The page has no og:url.');
    if (canonicalsOf(ctx.page).length === 0) return ctx.notApplicable('The page declares no canonical URL.');
    const canonical = effectiveCanonical(ctx.page);
    if (!canonical) return ctx.notApplicable('The canonical declarations conflict or are invalid.');
    const ogUrl = ctx.page.resolveUrl(value);
    if (ogUrl && sameDocument(ogUrl, canonical)) return ctx.pass(`og:url and canonical are both ${canonical}.`);
    ctx.warn(og[0]!, `og:url is ${ogUrl ?? value} but the canonical URL is ${canonical}.`);
    return undefined;
  },
});
