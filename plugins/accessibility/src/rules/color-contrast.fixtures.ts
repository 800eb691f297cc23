import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './color-contrast.ts';

export default ruleFixtures(rule, [
  { name: 'no author colours', html: '<h1>Oak tables</h1><p>Made in Devon.</p>', expect: 'pass' },
  { name: 'light grey on white in one rule', html: '<style>.muted { color: #bbb; background-color: #fff; }</style><p class="muted">Terms apply</p>', expect: 'warn', finding: /\.muted: color #bbb on #fff has contrast 1\.\d+:1/ },
  { name: 'inline style with low contrast', html: '<p style="color: rgb(120,120,120); background: #777">Sale</p>', expect: 'warn', finding: /Text "Sale"/ },
  { name: 'colours set but no pair', html: '<style>body { color: #333; } .box { background: url(bg.jpg); }</style><p>Hi</p>', expect: 'needs-review' },
  { name: 'good pair elsewhere', html: '<style>.dark { color: #fff; background-color: #000; }</style><p class="dark">Hi</p>', expect: 'needs-review' },
  { name: 'unfetched stylesheet', html: '<link rel="stylesheet" href="/site.css"><p>Hi</p>', expect: 'needs-review' },
  { name: 'no text', html: '<img src="a.png" alt="">', expect: 'not-applicable' },
]);
