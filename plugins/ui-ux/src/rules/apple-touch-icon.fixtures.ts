import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './apple-touch-icon.ts';

export default ruleFixtures(rule, [
  { name: 'present', html: '<link rel="apple-touch-icon" href="/apple-touch-icon.png">', expect: 'pass' },
  {
    name: 'no link, and the root fallback answers 404',
    html: '<link rel="icon" href="/favicon.ico">',
    resources: { '/apple-touch-icon.png': { status: 404, headers: { 'content-type': 'text/html' }, body: '' } },
    expect: 'fail',
    finding: /No <link rel="apple-touch-icon">.*answers 404/,
  },
  {
    name: 'no link, and the root fallback answers a page, not an image (a soft 404)',
    html: '<title>x</title>',
    resources: { '/apple-touch-icon.png': { status: 200, headers: { 'content-type': 'text/html' }, body: '<!doctype html><p>Not found</p>' } },
    expect: 'fail',
    finding: /text\/html, not an image/,
  },
  {
    name: 'no link, but the site serves /apple-touch-icon.png, which Safari asks for',
    html: '<title>x</title>',
    resources: { '/apple-touch-icon.png': { status: 200, headers: { 'content-type': 'image/png' }, body: 'PNG' } },
    expect: 'pass',
  },
  {
    name: 'no link, and the fallback could not be fetched',
    html: '<title>x</title>',
    resources: { '/apple-touch-icon.png': { status: 503, headers: { 'content-type': 'text/html' }, body: '' } },
    expect: 'needs-review',
  },
  { name: 'no link, and a snapshot without the fallback request (a saved page)', html: '<link rel="icon" href="/favicon.ico">', expect: 'not-applicable' },
  {
    name: 'linked but 404',
    html: '<link rel="apple-touch-icon" href="/touch.png">',
    resources: { '/touch.png': { status: 404, headers: { 'content-type': 'text/html' }, body: '' } },
    expect: 'fail',
    finding: /touch\.png answers 404/,
  },
]);
