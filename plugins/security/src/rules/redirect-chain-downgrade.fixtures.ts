import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './redirect-chain-downgrade.ts';

export default ruleFixtures(rule, [
  { name: 'http to https', url: 'https://www.example.com/', redirects: [{ url: 'http://example.com/', status: 301, headers: { location: 'https://www.example.com/' } }], expect: 'pass' },
  {
    name: 'downgrade',
    url: 'https://www.example.com/',
    redirects: [
      { url: 'https://example.com/', status: 301, headers: { location: 'http://www.example.com/' } },
      { url: 'http://www.example.com/', status: 301, headers: { location: 'https://www.example.com/' } },
    ],
    expect: 'fail',
    finding: /https:\/\/example\.com\/ redirects down to plain-HTTP http:\/\/www\.example\.com\//,
  },
  {
    name: 'two plain hops',
    url: 'https://www.example.com/',
    redirects: [
      { url: 'http://example.com/', status: 301, headers: { location: 'http://www.example.com/' } },
      { url: 'http://www.example.com/', status: 301, headers: { location: 'https://www.example.com/' } },
    ],
    expect: 'warn',
    finding: /2 plain-HTTP requests/,
  },
  { name: 'no redirects', expect: 'not-applicable' },
]);
