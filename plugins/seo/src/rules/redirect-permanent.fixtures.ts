import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './redirect-permanent.ts';

export default ruleFixtures(rule, [
  { name: '301 to https', redirects: [{ url: 'http://example.com/', status: 301, headers: { location: 'https://example.com/' } }], html: '<p>x</p>', expect: 'pass' },
  { name: '302 to https', redirects: [{ url: 'http://example.com/', status: 302, headers: { location: 'https://example.com/' } }], html: '<p>x</p>', expect: 'warn', finding: /302 \(temporary\)/ },
  { name: '307 to www', url: 'https://www.example.com/a/', redirects: [{ url: 'https://example.com/a', status: 307, headers: { location: 'https://www.example.com/a/' } }], html: '<p>x</p>', expect: 'warn' },
  { name: '302 to a language version is fine', url: 'https://example.com/en/', redirects: [{ url: 'https://example.com/', status: 302, headers: { location: 'https://example.com/en/' } }], html: '<p>x</p>', expect: 'pass' },
  { name: 'no redirects', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
