import { snapshotFromHtml } from '@pagegrade/core';
import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './canonical-target.ts';

const c = (href: string) => `<head><link rel="canonical" href="${href}"></head>`;

export default ruleFixtures(rule, [
  { name: 'self', url: 'https://example.com/tables/oak', html: c('https://example.com/tables/oak'), expect: 'pass' },
  { name: 'without query string', url: 'https://example.com/tables/oak?utm_source=x', html: c('https://example.com/tables/oak'), expect: 'pass' },
  { name: 'page 2 canonicalised to page 1', url: 'https://example.com/tables?page=2', html: c('https://example.com/tables'), expect: 'warn', finding: /Page 2 of a series \(page=2\)/ },
  { name: 'home page from a deep page', url: 'https://example.com/tables/oak', html: c('https://example.com/'), expect: 'fail', finding: /points to the home page/ },
  {
    name: 'canonical is a redirecting URL',
    url: 'https://example.com/tables/',
    redirects: [{ url: 'https://example.com/tables', status: 301, headers: { location: 'https://example.com/tables/' } }],
    html: c('https://example.com/tables'),
    expect: 'fail',
    finding: /redirects \(HTTP 301\) to this page/,
  },
  { name: 'another site', url: 'https://example.com/tables/oak', html: c('https://example.org/tables/oak'), expect: 'needs-review', finding: /another site/ },
  { name: 'http from https', url: 'https://example.com/tables/oak', html: c('http://example.com/tables/oak'), expect: 'warn', finding: /insecure http/ },
  { name: 'another page', url: 'https://example.com/tables/oak', html: c('https://example.com/tables/'), expect: 'needs-review', finding: /different URL/ },
  { name: 'no canonical', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'saved file', bare: true, html: c('https://example.com/a'), expect: 'not-applicable' },
  {
    name: 'saved page graded under its own canonical',
    har: snapshotFromHtml(c('https://example.com/tables/oak'), 'https://example.com/tables/oak', { saved: { file: 'file:///tmp/oak.html', addressFrom: 'canonical' } }),
    expect: 'not-applicable',
    finding: /read from its own canonical URL/,
  },
  {
    name: 'saved page under the address it was served from',
    har: snapshotFromHtml(c('https://example.com/'), 'https://example.com/tables/oak', { saved: { file: 'file:///tmp/oak.html', addressFrom: 'given' } }),
    expect: 'fail',
    finding: /points to the home page/,
  },
]);
