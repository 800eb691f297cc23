import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './redirect-chain.ts';

const loc = (l: string) => ({ location: l });

export default ruleFixtures(rule, [
  { name: 'no redirect', html: '<p>x</p>', expect: 'pass' },
  { name: 'one hop', url: 'https://example.com/', redirects: [{ url: 'http://example.com/', status: 301, headers: loc('https://example.com/') }], html: '<p>x</p>', expect: 'pass' },
  {
    name: 'two hops',
    url: 'https://www.example.com/',
    redirects: [
      { url: 'http://example.com/', status: 301, headers: loc('https://example.com/') },
      { url: 'https://example.com/', status: 301, headers: loc('https://www.example.com/') },
    ],
    html: '<p>x</p>',
    expect: 'warn',
    finding: /2 redirects: http:\/\/example\.com\/ \(301\)/,
  },
  {
    name: 'three hops',
    url: 'https://www.example.com/home/',
    redirects: [
      { url: 'http://example.com/home', status: 301, headers: loc('https://example.com/home') },
      { url: 'https://example.com/home', status: 301, headers: loc('https://www.example.com/home') },
      { url: 'https://www.example.com/home', status: 301, headers: loc('https://www.example.com/home/') },
    ],
    html: '<p>x</p>',
    expect: 'fail',
    finding: /3 redirects/,
  },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
