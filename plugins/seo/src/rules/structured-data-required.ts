import { defineRule } from '@pagegrade/core';
import { hasValue, ldNodes } from '../lib/jsonld.ts';

/**
 * Properties Google Search Central lists as required for rich results of each type (checked
 * 2025). `all`: every one; `oneOf`: at least one of each group. Types Google requires nothing of
 * (Article, Organization …) are not listed.
 */
const REQUIRED: Record<string, { all: string[]; oneOf?: string[][] }> = {
  Product: { all: ['name'], oneOf: [['offers', 'review', 'aggregateRating']] },
  Offer: { all: [], oneOf: [['price', 'priceSpecification']] },
  AggregateRating: { all: ['ratingValue'], oneOf: [['ratingCount', 'reviewCount']] },
  Review: { all: ['author', 'reviewRating'] },
  Rating: { all: ['ratingValue'] },
  BreadcrumbList: { all: ['itemListElement'] },
  ListItem: { all: ['position'] },
  Event: { all: ['name', 'startDate', 'location'] },
  FAQPage: { all: ['mainEntity'] },
  Question: { all: ['name'], oneOf: [['acceptedAnswer', 'suggestedAnswer']] },
  Answer: { all: ['text'] },
  Recipe: { all: ['name', 'image'] },
  JobPosting: { all: ['title', 'description', 'datePosted', 'hiringOrganization'] },
  LocalBusiness: { all: ['name', 'address'] },
  VideoObject: { all: ['name', 'thumbnailUrl', 'uploadDate'] },
  Course: { all: ['name', 'description'] },
  Dataset: { all: ['name', 'description'] },
};

export default defineRule({
  id: 'seo/structured-data-required',
  dimension: 'seo',
  title: 'Structured data has the properties rich results require',
  failureTitle: 'Structured data items lack properties that rich results require',
  description: `For JSON-LD items of the types Google documents rich results for (${Object.keys(REQUIRED).join(', ')}), checks that the required properties are present and non-empty. Any missing property fails, naming the item and property.`,
  why: 'An item without its required properties is not eligible for the rich result (stars, price, event date, breadcrumb trail) it was written for, and Search Console reports it as an error.',
  fix: 'Add the missing properties to each reported item, then confirm with the Rich Results Test.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/search-gallery'],
  check(ctx) {
    const nodes = ldNodes(ctx.page).filter((n) => n.types.some((t) => t in REQUIRED));
    if (nodes.length === 0) return ctx.notApplicable('No JSON-LD item of a type with required rich-result properties.');
    for (const n of nodes) {
      for (const type of n.types) {
        const req = REQUIRED[type];
        if (!req) continue;
        const label = typeof n.node['name'] === 'string' ? `${type} "${String(n.node['name']).slice(0, 40)}"` : type;
        const missing = req.all.filter((p) => !hasValue(n.node, p));
        for (const group of req.oneOf ?? []) if (!group.some((p) => hasValue(n.node, p))) missing.push(group.join(' or '));
        if (missing.length) ctx.report(n.element, `${label} is missing ${missing.join(', ')}.`);
      }
    }
    return undefined;
  },
});
