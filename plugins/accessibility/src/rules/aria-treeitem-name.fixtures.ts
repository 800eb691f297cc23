import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-treeitem-name.ts';

export default ruleFixtures(rule, [
  { name: 'named items', html: '<ul role="tree"><li role="treeitem">Documents</li></ul>', expect: 'pass' },
  { name: 'unnamed item', html: '<ul role="tree"><li role="treeitem" id="n2"><span class="caret"></span></li></ul>', expect: 'fail', finding: /n2/ },
  { name: 'no trees', html: '<ul><li>A</li></ul>', expect: 'not-applicable' },
]);
