import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './mutation-events.ts';

export default ruleFixtures(rule, [
  { name: 'mutation observer', html: '<script>new MutationObserver(cb).observe(document.body, { childList: true }); el.addEventListener("click", go);</script>', expect: 'pass' },
  { name: 'DOMNodeInserted', html: '<script>document.addEventListener("DOMNodeInserted", onInsert, false);</script>', expect: 'fail', finding: /DOMNodeInserted/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
