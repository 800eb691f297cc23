import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './author-signals.ts';
import { ld } from '../lib/fixture-data.ts';

const og = '<meta property="og:type" content="article">';
export default ruleFixtures(rule, [
  { name: 'JSON-LD author', html: ld({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Oak', author: { '@type': 'Person', name: 'Ann Carver' } }), expect: 'pass', finding: /Ann Carver/ },
  { name: 'meta author', html: `${og}<meta name="author" content="Ann Carver">`, expect: 'pass' },
  { name: 'byline', html: `${og}<p class="post-byline">By Ann Carver</p>`, expect: 'pass', finding: /Byline/ },
  { name: 'anonymous article', html: `${og}<h1>How to oil oak</h1><p>Text.</p>`, expect: 'fail', finding: /og:type "article"/ },
  { name: 'not an article', html: '<h1>Shop</h1>', expect: 'not-applicable' },
]);
