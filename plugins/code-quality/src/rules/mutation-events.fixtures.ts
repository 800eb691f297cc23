import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './mutation-events.ts';

export default ruleFixtures(rule, [
  { name: 'mutation observer', html: '<script>new MutationObserver(cb).observe(document.body, { childList: true }); el.addEventListener("click", go);</script>', expect: 'pass' },
  { name: 'DOMNodeInserted', html: '<script>document.addEventListener("DOMNodeInserted", onInsert, false);</script>', expect: 'fail', finding: /DOMNodeInserted/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'jQuery bind', html: '<script>$("#list").bind("DOMSubtreeModified", refresh);</script>', expect: 'fail', finding: 'bind("DOMSubtreeModified") in inline <script> at line 1.' },
  { name: 'jQuery on, several namespaced types', html: '<script>$(document).on("click.menu DOMNodeInserted.menu", ".item", update);</script>', expect: 'fail', findings: 1, finding: /on\("DOMNodeInserted"\)/ },
  { name: 'jQuery delegate', html: '<script>$("ul").delegate("li", "DOMNodeRemoved", gone);</script>', expect: 'fail', finding: /delegate\("DOMNodeRemoved"\)/ },
  { name: 'names from an array', html: '<script>var evts = ["DOMAttrModified", "change"]; evts.forEach(function (t) { el.addEventListener(t, sync); });</script>', expect: 'fail', findings: 1, finding: /addEventListener\("DOMAttrModified"\)/ },
  { name: 'a string outside a listener call', html: '<script>log("DOMSubtreeModified"); emitter.on("data", f); $(x).on("click", g);</script>', expect: 'pass' },
]);
