import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './base-font-size.ts';

export default ruleFixtures(rule, [
  { name: '16px body', html: '<style>body{font-size:16px}</style>', expect: 'pass' },
  { name: 'default', html: '<style>p{margin:0}</style>', expect: 'pass' },
  { name: '62.5% root with 1.6rem body', html: '<style>html{font-size:62.5%}body{font-size:1.6rem}</style>', expect: 'pass' },
  { name: '62.5% root alone', html: '<style>html{font-size:62.5%}</style>', expect: 'fail', finding: /html font-size 62.5% \(10 px\)/ },
  { name: '62.5% root with 1.1rem body', html: '<style>html{font-size:62.5%}body{font-size:1.1rem}</style>', expect: 'fail', finding: /body font-size 1.1rem \(11 px\)/ },
  { name: '11px body', html: '<style>body{font-size:11px}</style>', expect: 'fail', finding: /body font-size 11px/ },
  { name: 'font shorthand', html: '<style>body{font:10px/1.4 Verdana,sans-serif}</style>', expect: 'fail', finding: /10px/ },
  { name: 'small keyword on body via style attribute', html: '<body style="font-size:x-small"><p>x</p></body>', expect: 'fail', finding: /x-small/ },
  { name: 'print only', html: '<style>@media print{body{font-size:9pt}}</style>', expect: 'pass' },
  { name: 'calc', html: '<style>body{font-size:calc(1rem + 0.5vw)}</style>', expect: 'needs-review' },
]);
