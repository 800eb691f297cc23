import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-required-children.ts';

export default ruleFixtures(rule, [
  { name: 'tablist with tabs', html: '<div role="tablist"><button role="tab" aria-selected="true">One</button><div><button role="tab">Two</button></div></div>', expect: 'pass' },
  { name: 'list role on ul with li', html: '<ul role="list"><li>A</li></ul>', expect: 'pass' },
  { name: 'aria-owns supplies the option', html: '<div role="listbox" aria-owns="o1" aria-label="Fruit"></div><div role="option" id="o1">Apple</div>', expect: 'pass' },
  { name: 'empty tablist', html: '<div role="tablist" class="tabs"><button>One</button><button>Two</button></div>', expect: 'fail', finding: /owns no element with role tab/ },
  { name: 'wrong child', html: '<div role="list"><div role="listitem">A</div><div role="button" tabindex="0">B</div></div>', expect: 'fail', finding: /role button/ },
  { name: 'native list with items', html: '<ul><li>Apples</li><li>Pears</li></ul>', expect: 'pass' },
  { name: 'native table with a caption, column definitions and rows', html: '<table><caption>Prices</caption><colgroup><col></colgroup><thead><tr><th>Item</th></tr></thead><tbody><tr><td>Tea</td></tr></tbody></table>', expect: 'pass' },
  { name: 'an empty native list is not wrong in itself', html: '<ul id="results"></ul>', expect: 'pass' },
  { name: 'a wrapper around list items is looked through', html: '<div role="list"><div class="row"><div role="listitem">A</div></div></div>', expect: 'pass' },
  { name: 'text in a plain element directly in a list', html: '<ul><li>Apples</li><span class="more">and more</span></ul>', expect: 'fail', finding: /more/ },
  { name: 'a menu group with menu items', html: '<div role="menu"><div role="group" aria-label="Edit"><div role="menuitem">Copy</div></div></div>', expect: 'pass' },
  { name: 'a menu group holding tree items', html: '<div role="menu"><div role="group" aria-label="Edit"><div role="treeitem">Copy</div></div></div>', expect: 'fail', finding: /treeitem/ },
  { name: 'a list hidden by a style sheet', html: '<style>.off{display:none}</style><div role="list" class="off"></div>', expect: 'not-applicable' },
  { name: 'busy container', html: '<div role="menu" aria-busy="true"></div>', expect: 'not-applicable' },
]);
