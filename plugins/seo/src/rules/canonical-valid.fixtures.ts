import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './canonical-valid.ts';

export default ruleFixtures(rule, [
  { name: 'one absolute canonical', html: '<head><link rel="canonical" href="https://example.com/"></head>', expect: 'pass' },
  { name: 'two that agree', html: '<head><link rel="canonical" href="https://example.com/"><link rel="canonical" href="https://example.com/"></head>', expect: 'pass' },
  { name: 'relative', html: '<head><link rel="canonical" href="/"></head>', expect: 'warn', finding: /relative; write the absolute URL https:\/\/example\.com\// },
  { name: 'fragment', html: '<head><link rel="canonical" href="https://example.com/#top"></head>', expect: 'warn', finding: /#fragment/ },
  { name: 'conflicting', html: '<head><link rel="canonical" href="https://example.com/a"><link rel="canonical" href="https://example.com/b"></head>', expect: 'fail', finding: /2 different canonical URLs/ },
  {
    name: 'header and HTML disagree',
    headers: { 'content-type': 'text/html', link: '<https://example.com/other>; rel="canonical"' },
    html: '<head><link rel="canonical" href="https://example.com/"></head>',
    expect: 'fail',
    finding: /2 different canonical URLs/,
  },
  { name: 'empty href', html: '<head><link rel="canonical" href=""></head>', expect: 'fail', finding: /empty URL/ },
  { name: 'not http', html: '<head><link rel="canonical" href="javascript:void(0)"></head>', expect: 'fail', finding: /not a valid http/ },
  { name: 'in body', html: '<head></head><body><link rel="canonical" href="https://example.com/"></body>', expect: 'fail', finding: /in <body>/ },
  { name: 'no canonical', html: '<p>x</p>', expect: 'not-applicable' },
]);
