import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './color-contrast.ts';

const CSS = { headers: { 'content-type': 'text/css' } };

export default ruleFixtures(rule, [
  { name: 'no author colours: black on white', html: '<h1>Oak tables</h1><p>Made in Devon.</p>', expect: 'pass' },
  { name: 'dark text on a light background from a stylesheet', html: '<style>body{background:#fafafa;color:#222}</style><p>Made in Devon.</p>', expect: 'pass' },
  { name: 'light grey on white from a class', html: '<style>.muted { color: #bbb; }</style><p class="muted">Terms apply</p>', expect: 'fail', finding: /Text colour #bbbbbb on #ffffff has contrast 1\.92:1; text needs 4\.5:1/ },
  { name: 'colour and background from different rules and ancestors', html: '<style>main{background-color:#777} p{color:rgb(120,120,120)}</style><main><p>Sale</p></main>', expect: 'fail', finding: /on #777777/ },
  { name: 'a linked stylesheet sets the colour', html: '<link rel="stylesheet" href="/site.css"><p class="note">Hi</p>', resources: { '/site.css': { ...CSS, body: '.note{color:#aaa}' } }, expect: 'fail' },
  { name: 'large bold text needs only 3:1', html: '<h1 style="color:#767676">Big heading</h1>', expect: 'pass' },
  { name: 'the same grey at body size fails', html: '<p style="color:#949494">Small print</p>', expect: 'fail', finding: /needs 4\.5:1/ },
  { name: 'a translucent background over a dark one', html: '<div style="background:#000"><p style="background:rgba(255,255,255,.1);color:#333">Dim</p></div>', expect: 'fail' },
  { name: 'opacity fades text and its background together', html: '<p style="opacity:.3">Faded</p>', expect: 'fail' },
  { name: 'var() colours', html: '<style>:root{--ink:#ccc} p{color:var(--ink)}</style><p>Pale</p>', expect: 'fail' },
  { name: 'text over a background image needs review', html: '<div style="background:url(hero.jpg)"><p style="color:#fff">Over a photo</p></div>', expect: 'needs-review', finding: /background image/ },
  { name: 'a colour for some viewports only needs review', html: '<style>@media (max-width: 600px){p{color:#eee}}</style><p>Phone</p>', expect: 'needs-review' },
  { name: 'a stylesheet missing from the snapshot needs review', html: '<link rel="stylesheet" href="/site.css"><p>Hi</p>', expect: 'needs-review', finding: /not in the snapshot/ },
  { name: 'hidden and disabled text is not judged', html: '<p style="color:#eee;display:none">Hidden</p><button disabled style="color:#ddd">Off</button><p>Visible</p>', expect: 'pass' },
  { name: 'no text', html: '<img src="a.png" alt="">', expect: 'not-applicable' },
]);
