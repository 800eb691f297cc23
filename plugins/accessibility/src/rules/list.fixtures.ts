import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './list.ts';

export default ruleFixtures(rule, [
  { name: 'only li', html: '<ul><li>A</li><li>B</li><script></script></ul><ol><li>1</li></ol>', expect: 'pass' },
  { name: 'div in list', html: '<ul><li>A</li><div class="promo">Sale</div></ul>', expect: 'fail', finding: /promo/ },
  { name: 'li with another role', html: '<ul><li role="button">A</li></ul>', expect: 'fail', finding: /role="button"/ },
  { name: 'list with another role is out of scope', html: '<ul role="menubar"><div>x</div></ul>', expect: 'not-applicable' },
  { name: 'a list with role="list" is left to the ARIA checks', html: '<ul role="list"><div>x</div></ul>', expect: 'not-applicable' },
  { name: 'text directly in a list', html: '<ul class="tags">Tags: <li>red</li><li>blue</li></ul>', expect: 'fail', finding: /text outside its list items: "Tags:"/ },
  { name: 'an item made presentational is no longer an item', html: '<ol><li role="none">Step</li></ol>', expect: 'fail', finding: /role="none"/ },
  { name: 'an element with role listitem counts as an item', html: '<ul><li>A</li><div role="listitem">B</div></ul>', expect: 'pass' },
  { name: 'hidden children are ignored', html: '<style>.tpl{display:none}</style><ul><li>A</li><div class="tpl">Template row</div><span hidden>x</span><template><p>y</p></template></ul>', expect: 'pass' },
]);
