import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './internal-links.ts';

export default ruleFixtures(rule, [
  { name: 'has internal links', url: 'https://example.com/shop/', html: '<nav><a href="/">Home</a><a href="/tables">Tables</a></nav>', expect: 'pass', finding: /2 internal links to 2 URLs/ },
  { name: 'only external and fragment links', html: `<p>${'Words about oak. '.repeat(20)}</p><a href="#top">Top</a><a href="https://example.org/">Partner</a>`, expect: 'warn', finding: /no links to other pages/ },
  { name: 'script shell', html: '<div id="root"></div><script src="/app.js"></script>', expect: 'needs-review', finding: /rendered by JavaScript/ },
  { name: 'saved file', bare: true, html: '<a href="/a">A</a>', expect: 'not-applicable' },
]);
