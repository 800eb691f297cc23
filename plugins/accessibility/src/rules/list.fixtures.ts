import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './list.ts';

export default ruleFixtures(rule, [
  { name: 'only li', html: '<ul><li>A</li><li>B</li><script></script></ul><ol><li>1</li></ol>', expect: 'pass' },
  { name: 'div in list', html: '<ul><li>A</li><div class="promo">Sale</div></ul>', expect: 'fail', finding: /promo/ },
  { name: 'li with another role', html: '<ul><li role="button">A</li></ul>', expect: 'fail', finding: /role="button"/ },
  { name: 'list with another role is out of scope', html: '<ul role="menubar"><div>x</div></ul>', expect: 'not-applicable' },
]);
