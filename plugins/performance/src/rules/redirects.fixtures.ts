import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './redirects.ts';

export default ruleFixtures(rule, [
  { name: 'direct', html: '<p>x</p>', expect: 'pass' },
  { name: 'one hop', url: 'https://www.example.com/', redirects: [{ url: 'http://www.example.com/', status: 301, headers: { location: 'https://www.example.com/' } }], expect: 'warn', finding: 'One redirect: http://www.example.com/ (301) → https://www.example.com/.' },
  {
    name: 'a chain',
    url: 'https://www.example.com/',
    redirects: [
      { url: 'http://example.com/', status: 301, headers: { location: 'https://example.com/' } },
      { url: 'https://example.com/', status: 302, headers: { location: 'https://www.example.com/' } },
    ],
    expect: 'fail',
    finding: /2 redirects/,
  },
  {
    name: 'a chain of three hops',
    url: 'https://www.example.com/home/',
    redirects: [
      { url: 'http://example.com/home', status: 301, headers: { location: 'https://example.com/home' } },
      { url: 'https://example.com/home', status: 301, headers: { location: 'https://www.example.com/home' } },
      { url: 'https://www.example.com/home', status: 301, headers: { location: 'https://www.example.com/home/' } },
    ],
    expect: 'fail',
    finding: /^3 redirects: http:\/\/example\.com\/home \(301\)/,
  },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
