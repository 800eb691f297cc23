import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './nofollow-internal.ts';

export default ruleFixtures(rule, [
  { name: 'followed internal, nofollow external', html: '<a href="/tables">Tables</a><a href="https://ads.example.net/" rel="nofollow sponsored">Ad</a>', expect: 'pass' },
  { name: 'nofollow internal', html: '<a href="/login" rel="nofollow">Log in</a>', expect: 'warn', finding: /https:\/\/example\.com\/login is rel="nofollow"/ },
  { name: 'subdomain counts as internal', html: '<a href="https://shop.example.com/" rel="nofollow">Shop</a>', expect: 'warn' },
  { name: 'page-wide nofollow', html: '<meta name="robots" content="index, nofollow"><a href="/a">A</a>', expect: 'warn', finding: /makes the 1 internal link nofollow/ },
  { name: 'no internal links', html: '<a href="https://example.org/">Elsewhere</a>', expect: 'not-applicable' },
]);
