import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './small-text.ts';

export default ruleFixtures(rule, [
  { name: 'legible sizes', html: '<style>small{font-size:0.875rem}.gap{font-size:0}</style>', expect: 'pass' },
  { name: '10px footnote', html: '<style>.footnote{font-size:10px}</style>', expect: 'warn', finding: /\.footnote/ },
  { name: 'inline style', html: '<p style="font-size:0.6rem">Terms apply</p>', expect: 'warn', finding: /style="" on <p>/ },
  { name: 'print media ignored', html: '<style>@media print{.x{font-size:8pt}}</style>', expect: 'pass' },
]);
