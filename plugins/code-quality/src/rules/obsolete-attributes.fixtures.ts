import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './obsolete-attributes.ts';

export default ruleFixtures(rule, [
  { name: 'current attributes', html: '<a id="top" href="#main">Skip</a><script src="a.js"></script><table><caption>Prices</caption></table>', expect: 'pass' },
  { name: 'a name and script language', html: '<a name="top"></a><script language="javascript">var a;</script>', expect: 'warn', finding: /name="top" on <a>: use an id attribute/ },
  { name: 'table summary', html: '<table summary="Prices by year"><tr><td>1</td></tr></table>', expect: 'warn', finding: /summary=/ },
  { name: 'appcache manifest', html: '<html manifest="site.appcache"><p>x</p></html>', expect: 'warn', finding: /manifest=.*service worker/ },
]);
