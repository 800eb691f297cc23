import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './nested-interactive.ts';

export default ruleFixtures(rule, [
  { name: 'plain button', html: '<button>Save <span>draft</span></button>', expect: 'pass' },
  { name: 'link inside button', html: '<button class="card">Product <a href="/p/1">details</a></button>', expect: 'fail', finding: /\/p\/1/ },
  { name: 'focusable inside role=checkbox', html: '<div role="checkbox" aria-checked="false" tabindex="0">Agree to <a href="/terms">terms</a></div>', expect: 'fail', finding: /terms/ },
  { name: 'a disabled button still flattens its content', html: '<button disabled>Buy <a href="/offer">offer</a></button>', expect: 'fail', finding: /offer/ },
  { name: 'content taken out of the tab order', html: '<button>Close <span tabindex="-2">×</span></button>', expect: 'pass' },
  { name: 'focusable content hidden by a style sheet', html: '<style>.later{display:none}</style><button>Save <a class="later" href="/help">help</a></button>', expect: 'pass' },
  { name: 'no such controls', html: '<p><a href="/">Home</a></p>', expect: 'not-applicable' },
]);
