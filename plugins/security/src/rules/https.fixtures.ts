import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './https.ts';

export default ruleFixtures(rule, [
  { name: 'https page', html: '<p>x</p>', expect: 'pass' },
  { name: 'http page', url: 'http://example.com/', html: '<p>x</p>', expect: 'fail', finding: /plain HTTP at http:\/\/example\.com\// },
  {
    name: 'https redirects to http',
    url: 'http://example.com/',
    redirects: [{ url: 'https://example.com/', status: 301, headers: { location: 'http://example.com/' } }],
    html: '<p>x</p>',
    expect: 'fail',
    finding: /redirects to plain-HTTP/,
  },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
