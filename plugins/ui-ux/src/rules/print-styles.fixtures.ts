import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './print-styles.ts';

export default ruleFixtures(rule, [
  { name: '@media print', html: '<style>@media print{nav{display:none}}</style>', expect: 'pass' },
  { name: 'print stylesheet', html: '<link rel="stylesheet" href="/print.css" media="print">', expect: 'pass' },
  { name: 'none', html: '<style>body{margin:0}</style>', expect: 'warn', finding: /@media print/ },
  { name: 'unfetched sheet', html: '<link rel="stylesheet" href="/main.css">', expect: 'needs-review', finding: /main\.css/ },
]);
