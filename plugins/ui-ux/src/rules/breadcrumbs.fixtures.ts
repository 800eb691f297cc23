import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './breadcrumbs.ts';

const deep = 'https://example.com/shop/chairs/oak-chair';
export default ruleFixtures(rule, [
  { name: 'nav breadcrumb', url: deep, html: '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/shop/">Shop</a></li></ol></nav>', expect: 'pass' },
  { name: 'microdata', url: deep, html: '<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li>…</li></ol>', expect: 'pass' },
  { name: 'json-ld only', url: deep, html: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script><h1>Oak chair</h1>', expect: 'warn', finding: /structured data but no visible/ },
  { name: 'none', url: deep, html: '<h1>Oak chair</h1>', expect: 'warn', finding: /3 levels deep/ },
  { name: 'shallow', url: 'https://example.com/about', html: '<h1>About</h1>', expect: 'not-applicable' },
]);
