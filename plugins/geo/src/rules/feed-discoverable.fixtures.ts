import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './feed-discoverable.ts';

const og = '<meta property="og:type" content="article">';
export default ruleFixtures(rule, [
  { name: 'RSS link', html: `${og}<link rel="alternate" type="application/rss+xml" href="/feed.xml">`, expect: 'pass', finding: /feed\.xml/ },
  { name: 'Atom link', html: `${og}<link rel="alternate" type="application/atom+xml" href="https://example.com/atom.xml">`, expect: 'pass' },
  { name: 'no feed', html: `${og}<link rel="alternate" hreflang="de" href="/de/">`, expect: 'warn', finding: /No <link rel="alternate">/ },
  { name: 'feed without href', html: `${og}<link rel="alternate" type="application/rss+xml">`, expect: 'warn', finding: /no href/ },
  { name: 'not an article', html: '<h1>Shop</h1>', expect: 'not-applicable' },
]);
