import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './base-href.ts';

export default ruleFixtures(rule, [
  { name: 'same site', html: '<head><base href="https://www.example.com/shop/"></head>', expect: 'pass' },
  { name: 'relative base', html: '<head><base href="/shop/"></head>', expect: 'pass' },
  { name: 'staging host', html: '<head><base href="https://staging.example.net/"></head>', expect: 'fail', finding: /points to staging\.example\.net/ },
  { name: 'two bases', html: '<head><base href="/a/"><base href="/b/"></head>', expect: 'warn', finding: /2 <base href> elements/ },
  { name: 'no base', html: '<head><base target="_blank"></head>', expect: 'not-applicable' },
]);
