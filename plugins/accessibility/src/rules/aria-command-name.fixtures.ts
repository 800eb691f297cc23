import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-command-name.ts';

export default ruleFixtures(rule, [
  { name: 'named by content', html: '<div role="button" tabindex="0">Save draft</div><span role="link" tabindex="0" aria-label="Home"></span>', expect: 'pass' },
  { name: 'icon-only custom button', html: '<div role="button" tabindex="0" class="btn-close"><i class="icon-x"></i></div>', expect: 'fail', finding: /btn-close/ },
  { name: 'native buttons are not in scope', html: '<button>OK</button>', expect: 'not-applicable' },
]);
