import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-product.ts';
import { ld } from '../lib/fixture-data.ts';

const p = (extra: Record<string, unknown>) => ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Devon oak table', ...extra });
export default ruleFixtures(rule, [
  { name: 'with an offer', html: p({ offers: { '@type': 'Offer', price: '1200.00', priceCurrency: 'EUR' } }), expect: 'pass' },
  { name: 'with a rating', html: p({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 31 } }), expect: 'pass' },
  { name: 'aggregate offer', html: p({ offers: { '@type': 'AggregateOffer', lowPrice: 900, highPrice: 1500, priceCurrency: 'EUR' } }), expect: 'pass' },
  { name: 'name only', html: p({}), expect: 'fail', finding: /Product "Devon oak table" has none of "offers"/ },
  { name: 'offer without currency', html: p({ offers: { '@type': 'Offer', price: 1200 } }), expect: 'fail', finding: /no "priceCurrency"/ },
  { name: 'rating without count', html: p({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 5 } }), expect: 'fail', finding: /neither "ratingCount" nor "reviewCount"/ },
  { name: 'no Product', html: ld({ '@context': 'https://schema.org', '@type': 'WebPage' }), expect: 'not-applicable' },
]);
