import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './obsolete-presentational-attributes.ts';

export default ruleFixtures(rule, [
  { name: 'styled with CSS', html: '<table border="1"><tr><td style="text-align:center">x</td></tr></table><img src="a.png" width="10" height="10" alt="">', expect: 'pass' },
  { name: 'table cell attributes', html: '<table cellpadding="0"><tr><td align="center" valign="top">x</td><td align="left">y</td></tr></table>', expect: 'warn', finding: /align="center" on <td> \(2 elements\): use CSS text-align/ },
  { name: 'body colours', html: '<body bgcolor="#fff" text="black"><p>x</p></body>', expect: 'warn', finding: /bgcolor="#fff" on <body>/ },
  { name: 'image border', html: '<img src="a.png" border="0" alt="">', expect: 'warn', finding: /border="0" on <img>/ },
]);
