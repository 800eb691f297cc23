import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-dialog-name.ts';

export default ruleFixtures(rule, [
  { name: 'dialog labelled by its heading', html: '<div role="dialog" aria-labelledby="h"><h2 id="h">Delete file?</h2></div>', expect: 'pass' },
  { name: 'unnamed dialog', html: '<div role="dialog" class="modal"><p>Are you sure?</p></div>', expect: 'fail', finding: /modal/ },
  { name: 'native dialog without a name', html: '<dialog open id="cookie"><p>We use cookies</p></dialog>', expect: 'fail', finding: /cookie/ },
  { name: 'no dialogs', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
