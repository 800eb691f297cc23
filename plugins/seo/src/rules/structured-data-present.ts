import { defineRule } from '@pagegrade/core';
import { plural } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/structured-data-present',
  dimension: 'seo',
  title: 'The page has structured data',
  failureTitle: 'The page has no structured data',
  description: 'Looks for structured data in any of the three formats search engines read: JSON-LD (<script type="application/ld+json">), microdata (itemscope with itemtype) or RDFa (typeof / vocab). None warns.',
  why: 'Structured data lets search engines understand entities on the page (product, article, organisation, breadcrumbs) and is the precondition for rich results such as ratings, prices and breadcrumbs in the listing.',
  fix: 'Describe the main entity of the page with schema.org JSON-LD (Organization and WebSite on the home page, Product, Article, BreadcrumbList … elsewhere).',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data'],
  check(ctx) {
    // Only elements carrying these attributes count: read from the attribute index instead
    // of visiting every element. An element with both typeof and vocab counts once.
    const byAttribute = ctx.page.index.byAttribute;
    const isItem = (a: Record<string, string>) => a['itemscope'] !== undefined && a['itemtype'] !== undefined;
    let microdata = 0;
    let rdfa = 0;
    for (const el of byAttribute.get('itemscope') ?? []) if (isItem(el.attribs)) microdata++;
    for (const el of byAttribute.get('typeof') ?? []) if (!isItem(el.attribs)) rdfa++;
    for (const el of byAttribute.get('vocab') ?? []) if (el.attribs['typeof'] === undefined && !isItem(el.attribs)) rdfa++;
    const jsonLd = ctx.page.jsonLd.length;
    if (jsonLd + microdata + rdfa === 0) return ctx.warning('No JSON-LD, microdata or RDFa found.');
    const parts = [jsonLd && plural(jsonLd, 'JSON-LD block'), microdata && plural(microdata, 'microdata item'), rdfa && plural(rdfa, 'RDFa element')].filter(Boolean);
    return ctx.pass(`${parts.join(', ')}.`);
  },
});
