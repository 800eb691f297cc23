import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './structured-data-required.ts';

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;

export default ruleFixtures(rule, [
  {
    name: 'complete product',
    html: ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Oak table', offers: { '@type': 'Offer', price: '899', priceCurrency: 'GBP' } }),
    expect: 'pass',
  },
  { name: 'product without offers or reviews', html: ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Oak table' }), expect: 'fail', finding: /Product "Oak table" is missing offers or review or aggregateRating/ },
  { name: 'nested offer without price', html: ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'T', offers: { '@type': 'Offer' } }), expect: 'fail', finding: /Offer is missing price or priceSpecification/ },
  { name: 'event without date', html: ld({ '@context': 'https://schema.org', '@type': 'Event', name: 'Open day', location: { '@type': 'Place', name: 'Workshop' } }), expect: 'fail', finding: /startDate/ },
  {
    name: 'breadcrumbs complete',
    html: ld({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' }] }),
    expect: 'pass',
  },
  { name: 'organization only', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }), expect: 'not-applicable' },
]);
