import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-parse-errors.ts';

export default ruleFixtures(rule, [
  { name: 'valid css', html: '<style>a { color: red } @media (min-width: 40em) { p { margin: 0 } }</style><p style="color: blue">x</p>', expect: 'pass' },
  { name: 'missing colon', html: '<style>\na { color red }\n</style>', expect: 'fail', finding: /Colon is expected/ },
  { name: 'stray brace', html: '<style>a { color: red; } }\nb { color: blue }</style>', expect: 'fail' },
  {
    name: 'external sheet',
    html: '<link rel="stylesheet" href="/site.css">',
    resources: { '/site.css': { body: '.x { filter: progid:DXImageTransform.Microsoft.Alpha(Opacity=80) }', headers: { 'content-type': 'text/css' } } },
    expect: 'fail',
    finding: /https:\/\/example\.com\/site\.css/,
  },
  { name: 'no css', html: '<p>x</p>', expect: 'not-applicable' },
]);
