import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './manifest-link.ts';

export default ruleFixtures(rule, [
  { name: 'linked', html: '<link rel="manifest" href="/site.webmanifest">', expect: 'pass' },
  { name: 'not linked', html: '<title>x</title>', expect: 'warn', finding: /No <link rel="manifest"/ },
  {
    name: 'linked but 404',
    html: '<link rel="manifest" href="/site.webmanifest">',
    resources: { '/site.webmanifest': { status: 404, body: 'Not found', headers: { 'content-type': 'text/html' } } },
    expect: 'fail',
    finding: /answers 404/,
  },
  { name: 'two links', html: '<link rel="manifest" href="/a.webmanifest"><link rel="manifest" href="/b.webmanifest">', expect: 'warn' },
]);
