import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-required-children.ts';

export default ruleFixtures(rule, [
  { name: 'tablist with tabs', html: '<div role="tablist"><button role="tab" aria-selected="true">One</button><div><button role="tab">Two</button></div></div>', expect: 'pass' },
  { name: 'list role on ul with li', html: '<ul role="list"><li>A</li></ul>', expect: 'pass' },
  { name: 'aria-owns supplies the option', html: '<div role="listbox" aria-owns="o1" aria-label="Fruit"></div><div role="option" id="o1">Apple</div>', expect: 'pass' },
  { name: 'empty tablist', html: '<div role="tablist" class="tabs"><button>One</button><button>Two</button></div>', expect: 'fail', finding: /owns no element with role tab/ },
  { name: 'wrong child', html: '<div role="list"><div role="listitem">A</div><div role="button" tabindex="0">B</div></div>', expect: 'warn', finding: /role button/ },
  { name: 'busy container', html: '<div role="menu" aria-busy="true"></div>', expect: 'not-applicable' },
]);
