import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './favicon.ts';

export default ruleFixtures(rule, [
  { name: 'icon link', html: '<link rel="icon" href="/favicon.svg" type="image/svg+xml">', expect: 'pass' },
  { name: 'shortcut icon', html: '<link rel="shortcut icon" href="/favicon.ico">', expect: 'pass' },
  {
    name: 'no link but favicon.ico served',
    html: '<title>x</title>',
    resources: { '/favicon.ico': { status: 200, headers: { 'content-type': 'image/x-icon' }, body: 'x' } },
    expect: 'pass',
  },
  {
    name: 'no link and favicon.ico 404',
    html: '<title>x</title>',
    resources: { '/favicon.ico': { status: 404, headers: { 'content-type': 'text/html' }, body: 'nope' } },
    expect: 'fail',
    finding: /favicon\.ico answers 404/,
  },
  {
    name: 'linked icon 404',
    html: '<link rel="icon" href="/img/icon.png">',
    resources: { '/img/icon.png': { status: 404, headers: { 'content-type': 'text/html' }, body: '' } },
    expect: 'fail',
    finding: /icon\.png answers 404/,
  },
  { name: 'no icon, nothing fetched', html: '<title>x</title>', expect: 'warn', finding: /did not fetch/ },
]);
