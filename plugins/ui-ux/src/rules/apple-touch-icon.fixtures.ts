import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './apple-touch-icon.ts';

export default ruleFixtures(rule, [
  { name: 'present', html: '<link rel="apple-touch-icon" href="/apple-touch-icon.png">', expect: 'pass' },
  { name: 'missing', html: '<link rel="icon" href="/favicon.ico">', expect: 'fail', finding: /No <link rel="apple-touch-icon">/ },
  {
    name: 'linked but 404',
    html: '<link rel="apple-touch-icon" href="/touch.png">',
    resources: { '/touch.png': { status: 404, headers: { 'content-type': 'text/html' }, body: '' } },
    expect: 'fail',
    finding: /touch\.png answers 404/,
  },
]);
