import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './focus-visible.ts';

export default ruleFixtures(rule, [
  { name: 'a link with the browser focus ring', html: '<a href="/a">ACT rules</a>', expect: 'pass' },
  { name: 'a span in the tab order keeps the ring', html: '<span tabindex="0">Act rules</span>', expect: 'pass' },
  { name: 'the :focus:not(:focus-visible) pattern keeps the keyboard ring', html: '<style>:focus:not(:focus-visible){outline:none}</style><a href="/a">Home</a>', expect: 'pass' },
  { name: 'an outline removed on a class that is not focused', html: '<style>.card{outline:none}</style><div class="card">x</div><a href="/a">Home</a>', expect: 'pass' },
  { name: 'nothing in the focus order', html: '<a tabindex="-1" href="/a">ACT rules</a><span>text</span>', expect: 'not-applicable' },
  { name: 'a hidden link is not in the focus order', html: '<a href="/a" hidden>Hidden</a>', expect: 'not-applicable' },
  { name: 'outline removed on focus, nothing else drawn', html: '<style>.no-focus-default:focus{outline:none}</style><a id="act" class="no-focus-default" href="/a">ACT rules</a>', expect: 'fail', finding: /outline: none in ".no-focus-default:focus"/ },
  { name: 'outline removed for every element', html: '<style>*{outline:0}</style><button id="b">Buy</button>', expect: 'fail', finding: /outline: 0 in "\*"/ },
  { name: 'outline removed in a style attribute', html: '<a id="s" href="/a" style="outline:none">Home</a>', expect: 'fail', finding: /style attribute/ },
  { name: 'a :focus-visible rule draws another indicator', html: '<style>a:focus{outline:none}a:focus-visible{box-shadow:0 0 0 3px navy}</style><a href="/a">Home</a>', expect: 'needs-review', finding: /box-shadow|focus-visible/ },
  { name: 'a focus handler may draw an indicator elsewhere', html: '<style>a:focus{outline:none}</style><span id="i"></span><a href="/a" onfocus="document.getElementById(\'i\').className=\'on\'">Home</a>', expect: 'needs-review', finding: /onfocus/ },
  { name: 'a removal in a media query about the viewport', html: '<style>@media (max-width: 600px){a:focus{outline:none}}</style><a href="/a">Home</a>', expect: 'needs-review', finding: /media query/ },
  { name: 'a linked style sheet missing from the snapshot', html: '<link rel="stylesheet" href="/styles.css"><a href="/a">Home</a>', expect: 'needs-review', finding: /missing/ },
  { name: 'a rule on a pseudo-element cannot be matched to the element', html: '<style>button::-moz-focus-inner{outline:0}</style><button>Buy</button>', expect: 'needs-review', finding: /cannot be read/ },
  { name: 'a removal for print only', html: '<style>@media print{a{outline:none}}</style><a href="/a">Home</a>', expect: 'pass' },
]);
