import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-roles.ts';

export default ruleFixtures(rule, [
  { name: 'valid roles', html: '<div role="navigation"></div><span role="button" tabindex="0">Go</span><section role="doc-chapter"></section>', expect: 'pass' },
  { name: 'invented role', html: '<div role="dropdown" class="menu"></div>', expect: 'fail', finding: /role="dropdown"/ },
  { name: 'abstract role', html: '<div role="widget"></div>', expect: 'fail', finding: /abstract/ },
  { name: 'unknown first token with a valid fallback', html: '<div role="switcher button" tabindex="0">On</div>', expect: 'pass' },
  { name: 'no role attributes', html: '<div></div><p role="">x</p>', expect: 'not-applicable' },
  { name: 'a role on an element hidden from assistive technology', html: '<div aria-hidden="true" role="bannner">Logo</div>', expect: 'not-applicable' },
]);
