import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './date-signals.ts';
import { ld } from '../lib/fixture-data.ts';

const og = '<meta property="og:type" content="article">';
export default ruleFixtures(rule, [
  { name: 'JSON-LD dates', html: ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Oak', datePublished: '2026-03-01', dateModified: '2026-04-01' }), expect: 'pass' },
  { name: 'Open Graph times', html: `${og}<meta property="article:published_time" content="2026-03-01T09:00:00Z"><meta property="article:modified_time" content="2026-04-01T09:00:00Z">`, expect: 'pass' },
  { name: 'a recipe page dated in its Recipe JSON-LD', html: `${og}${ld({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Sourdough', datePublished: '2026-03-01', dateModified: '2026-04-01' })}`, expect: 'pass' },
  { name: 'time element only', html: `${og}<p>Published <time datetime="2026-03-01">1 March</time></p>`, expect: 'warn', finding: /no modification date/ },
  { name: 'no date', html: `${og}<h1>How to oil oak</h1>`, expect: 'fail', finding: /no machine-readable date/ },
  { name: 'not an article', html: '<h1>Shop</h1>', expect: 'not-applicable' },
]);
