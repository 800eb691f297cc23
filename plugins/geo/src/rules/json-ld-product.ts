import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { deref, isObject, label, list, mainNodesOf, text, typesOf } from '../lib/jsonld.ts';

const PRODUCT = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'Vehicle', 'Car']);

export default defineRule({
  id: 'geo/json-ld-product',
  dimension: 'geo',
  title: 'Product structured data has a name and offers, reviews or a rating',
  failureTitle: 'Product structured data is incomplete',
  description:
    'For each JSON-LD Product that describes the page (top-level or a mainEntity; products nested in lists are skipped): `name` and at least one of `offers`, `review` or `aggregateRating` are required (Google product snippets). Each Offer needs a `price` (or priceSpecification) and `priceCurrency`; an AggregateRating needs `ratingValue` and `ratingCount` or `reviewCount`. Not applicable without a Product.',
  why: 'Shopping answers in AI assistants and search compare products by price, availability and rating; a Product without them cannot be recommended or compared.',
  fix: 'Add `"offers":{"@type":"Offer","price":"1200.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}` and, if you have reviews, an aggregateRating with ratingValue and reviewCount.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/product-snippet'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const products = mainNodesOf(page, PRODUCT);
    if (products.length === 0) return ctx.notApplicable('No Product in the JSON-LD.');
    for (const p of products) {
      const n = p.node;
      const who = label(p);
      if (!text(n['name'])) found.report(p.block.element, `${p.types[0]} has no "name".`);
      const offers = list(n['offers']).map((o) => deref(page, o));
      if (!offers.length && !list(n['review']).length && !list(n['aggregateRating']).length) {
        found.report(p.block.element, `${who} has none of "offers", "review" or "aggregateRating".`);
      }
      for (const o of offers) {
        if (!isObject(o)) continue;
        if (typesOf(o).includes('AggregateOffer')) {
          if (text(o['lowPrice']) === null || !text(o['priceCurrency'])) found.report(p.block.element, `The AggregateOffer of ${who} needs "lowPrice" and "priceCurrency".`);
          continue;
        }
        const hasPrice = text(o['price']) !== null || isObject(o['priceSpecification']);
        if (!hasPrice) found.report(p.block.element, `An Offer of ${who} has no "price".`);
        else if (!text(o['priceCurrency']) && !isObject(o['priceSpecification'])) found.report(p.block.element, `An Offer of ${who} has no "priceCurrency".`);
      }
      for (const r of list(n['aggregateRating']).map((x) => deref(page, x))) {
        if (!isObject(r)) continue;
        if (text(r['ratingValue']) === null) found.report(p.block.element, `The aggregateRating of ${who} has no "ratingValue".`);
        if (text(r['ratingCount']) === null && text(r['reviewCount']) === null) found.report(p.block.element, `The aggregateRating of ${who} has neither "ratingCount" nor "reviewCount".`);
      }
    }
    return found.count ? undefined : ctx.pass(`${products.map((p) => label(p)).slice(0, 3).join(', ')} complete.`);
  },
});
