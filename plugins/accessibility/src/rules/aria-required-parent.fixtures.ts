import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-required-parent.ts';

export default ruleFixtures(rule, [
  { name: 'tabs in a tablist through a wrapper', html: '<div role="tablist"><div class="wrap"><button role="tab">One</button></div></div>', expect: 'pass' },
  { name: 'listitem role inside ul', html: '<ul><div role="listitem">A</div></ul>', expect: 'pass' },
  { name: 'tab outside tablist', html: '<nav><button role="tab" id="t1">One</button></nav>', expect: 'fail', finding: /navigation/ },
  { name: 'menuitem with no container', html: '<div><a role="menuitem" href="/a">A</a></div>', expect: 'fail', finding: /no ancestor has a role|nearest role ancestor/ },
  { name: 'no context roles', html: '<ul><li>A</li></ul>', expect: 'not-applicable' },
  { name: 'a live region between the items and their list', html: '<div role="list"><div aria-live="polite"><div role="listitem">One</div></div></div>', expect: 'fail', finding: /listitem/ },
  { name: 'a plain wrapper between the items and their list', html: '<div role="list"><div class="col"><div role="listitem">One</div></div></div>', expect: 'pass' },
  { name: 'items in the shadow root of a list host (declarative shadow DOM)', html: '<div role="list"><template shadowrootmode="open"><div role="listitem">One</div><div role="listitem">Two</div></template></div>', expect: 'pass' },
  { name: 'aria-owns does not reach items in a shadow tree', html: '<div role="list" aria-owns="i1"></div><div><template shadowrootmode="open"><div id="i1" role="listitem">One</div></template></div>', expect: 'fail', finding: /listitem/ },
  { name: 'a role the element has natively is not judged', html: '<ul><li role="listitem">One</li></ul>', expect: 'not-applicable' },
]);
