import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './menuitem-name.ts';

export default ruleFixtures(rule, [
  { name: 'menu items named by their text', html: '<ul role="menu"><li role="menuitem">Open</li><li role="menuitem">Save as…</li></ul>', expect: 'pass' },
  { name: 'an icon button in a menu named by aria-label', html: '<div role="menu"><button role="menuitem" aria-label="Print"><svg aria-hidden="true"></svg></button></div>', expect: 'pass' },
  { name: 'a menu item with only a decorative image', html: '<div role="menu"><button role="menuitem"><img src="print.svg" alt=""></button></div>', expect: 'fail', finding: /menuitem/ },
  { name: 'an empty list item menu entry', html: '<ul role="menu"><li role="menuitem" id="export"></li></ul>', expect: 'fail' },
  { name: 'a hidden menu', html: '<ul role="menu" hidden><li role="menuitem"></li></ul>', expect: 'not-applicable' },
  { name: 'no menu items', html: '<nav><a href="/">Home</a></nav>', expect: 'not-applicable' },
]);
