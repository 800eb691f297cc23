import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './twitter-card.ts';

export default ruleFixtures(rule, [
  { name: 'card with og fallback', html: '<meta name="twitter:card" content="summary_large_image"><meta property="og:title" content="Oak tables">', expect: 'pass' },
  { name: 'no card', html: '<meta property="og:title" content="Oak tables">', expect: 'warn', finding: /No <meta name="twitter:card">/ },
  { name: 'bad type', html: '<meta name="twitter:card" content="large"><meta name="twitter:title" content="T">', expect: 'fail', finding: /"large" is not one of/ },
  { name: 'no title', html: '<meta name="twitter:card" content="summary">', expect: 'fail', finding: /no twitter:title/ },
  { name: 'relative image', html: '<meta name="twitter:card" content="summary"><meta name="twitter:title" content="T"><meta name="twitter:image" content="/i.jpg">', expect: 'fail', finding: /"\/i\.jpg" is not an absolute URL/ },
]);
