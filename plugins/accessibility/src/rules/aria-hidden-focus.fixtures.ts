import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-hidden-focus.ts';

export default ruleFixtures(rule, [
  { name: 'decorative icon', html: '<button>Save <svg aria-hidden="true"></svg></button>', expect: 'pass' },
  { name: 'focusable made unfocusable', html: '<div aria-hidden="true"><a href="/x" tabindex="-1">x</a><button disabled>y</button><a href="/y" hidden>y</a></div>', expect: 'pass' },
  { name: 'link inside hidden carousel slide', html: '<div class="slide" aria-hidden="true"><a href="/offer">Offer</a></div>', expect: 'fail', finding: /\/offer/ },
  { name: 'focusable element hidden itself', html: '<button aria-hidden="true" class="close">×</button>', expect: 'fail', finding: /close/ },
  { name: 'a player whose hidden controls the page\'s own style sheet takes out of rendering', html: '<link rel="stylesheet" href="/site.css"><style>.player-hidden{display:none}</style><div aria-hidden="true" class="player-hidden"><button>Play</button></div><div aria-hidden="true"><span class="player-hidden"><a href="/x">x</a></span></div>', expect: 'pass' },
  { name: 'a focus sentinel whose focus listener sends focus back into the dialog', html: '<div role="dialog" aria-label="Sign in" aria-modal="true"><input id="first" aria-label="Email"></div><div aria-hidden="true"><a href="#" id="sentinel">wrap</a></div><script>document.getElementById("sentinel").addEventListener("focus", function () { track(); document.getElementById("first").focus(); });</script>', expect: 'pass' },
  { name: 'a modal whose library sheet is missing from the snapshot needs review', html: '<link rel="stylesheet" href="/bootstrap.min.css"><div class="modal fade" tabindex="-1" role="dialog" aria-hidden="true"><div class="modal-dialog"><button type="button" class="close">Close</button></div></div>', expect: 'warn', finding: /missing from the snapshot/ },
  { name: 'nothing hidden', html: '<p>Hi</p>', expect: 'not-applicable' },
  { name: "a focus sentinel a script handles in a way that cannot be read", html: "<div role=\"dialog\" aria-label=\"Settings\"><button id=\"first\">OK</button></div><div aria-hidden=\"true\"><a href=\"#\" id=\"wrap\">wrap</a></div><script>trapFocus(document.getElementById(\"wrap\"), { focus: true })</script>", expect: 'warn' },
]);
