import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './color-scheme-support.ts';

export default ruleFixtures(rule, [
  { name: 'dark media query', html: '<style>body{background:#fff}@media (prefers-color-scheme: dark){body{background:#111;color:#eee}}</style>', expect: 'pass' },
  { name: 'color-scheme meta', html: '<meta name="color-scheme" content="light dark">', expect: 'pass' },
  { name: 'color-scheme property', html: '<style>:root{color-scheme:light dark}</style>', expect: 'pass' },
  {
    name: 'in an external sheet',
    html: '<link rel="stylesheet" href="/site.css">',
    resources: { '/site.css': { body: '@media (prefers-color-scheme: dark){body{background:#000}}', headers: { 'content-type': 'text/css' } } },
    expect: 'pass',
  },
  { name: 'nothing', html: '<style>body{background:#fff}</style>', expect: 'warn', finding: /No @media/ },
  { name: 'external sheet not fetched', html: '<link rel="stylesheet" href="/site.css">', expect: 'needs-review', finding: /site\.css/ },
]);
