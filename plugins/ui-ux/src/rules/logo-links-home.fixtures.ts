import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './logo-links-home.ts';

const url = 'https://example.com/shop/chairs';
export default ruleFixtures(rule, [
  { name: 'linked logo', url, html: '<header><a href="/" class="logo"><img src="/logo.svg" alt="Oak Tables"></a><nav></nav></header>', expect: 'pass' },
  { name: 'logo img inside home link', url, html: '<header><a href="https://example.com/"><img src="/img/site-logo.png" alt="Oak Tables logo"></a></header>', expect: 'pass' },
  { name: 'unlinked logo', url, html: '<header><img class="logo" src="/logo.svg" alt="Oak Tables"><nav><a href="/">Home</a></nav></header>', expect: 'warn', finding: /is not a link/ },
  { name: 'logo links elsewhere', url, html: '<header><a class="navbar-brand" href="/shop">Oak</a></header>', expect: 'warn', finding: /links to \/shop/ },
  { name: 'home page', url: 'https://example.com/', html: '<header><img class="logo" src="/logo.svg" alt=""></header>', expect: 'not-applicable' },
  { name: 'no logo', url, html: '<header><nav><a href="/">Home</a></nav></header>', expect: 'not-applicable' },
]);
