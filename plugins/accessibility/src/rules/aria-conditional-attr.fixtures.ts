import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-conditional-attr.ts';

export default ruleFixtures(rule, [
  { name: 'aria-checked agrees with checked', html: '<input type="checkbox" checked aria-checked="true"><input type="checkbox" aria-checked="false">', expect: 'pass' },
  { name: 'aria-checked="true" on an unchecked checkbox', html: '<input type="checkbox" id="c" aria-checked="true">', expect: 'fail', finding: /id="c".*aria-checked="true" but is not checked/ },
  { name: 'aria-checked="false" on a checked checkbox', html: '<input type="checkbox" checked aria-checked="false">', expect: 'fail', finding: /but is checked/ },
  { name: 'aria-checked="mixed" needs review', html: '<input type="checkbox" aria-checked="mixed">', expect: 'needs-review' },
  { name: 'tree attributes on a treegrid row', html: '<table role="treegrid"><tr aria-level="1" aria-expanded="true"><td>Inbox</td></tr></table>', expect: 'pass' },
  { name: 'tree attributes on a table row', html: '<table><tr aria-expanded="false" id="r"><td>a</td></tr></table>', expect: 'fail', finding: /id="r".*in a table.*aria-expanded/ },
  { name: 'aria-level on a grid row', html: '<div role="grid"><div role="row" aria-level="2" aria-posinset="1"><div role="gridcell">x</div></div></div>', expect: 'fail', finding: /grid.*aria-level, aria-posinset/ },
  { name: 'aria-checked on a custom checkbox is not judged here', html: '<div role="checkbox" aria-checked="true" tabindex="0">x</div>', expect: 'not-applicable' },
  { name: 'none', html: '<p>Text</p>', expect: 'not-applicable' },
]);
