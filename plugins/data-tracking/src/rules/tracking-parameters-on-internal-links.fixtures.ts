import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tracking-parameters-on-internal-links.ts';

export default ruleFixtures(rule, [
  { name: 'clean internal links', html: '<a href="/pricing?plan=pro">Pricing</a><a href="https://other.example.org/?utm_source=acme">Partner</a>', expect: 'pass' },
  { name: 'UTM on an internal link', html: '<a href="/pricing?utm_source=homepage&utm_medium=banner">Pricing</a>', expect: 'warn', finding: /utm_source, utm_medium/ },
  { name: 'no link to the own site', html: '<a href="https://other.example.org/?utm_source=acme">Partner</a><a href="mailto:a@b.c">Mail</a>', expect: 'not-applicable' },
  { name: 'gclid copied into a link', html: '<a href="https://www.example.com/shop?gclid=Cj0KCQjw">Shop</a>', expect: 'warn', finding: /gclid/ },
]);
