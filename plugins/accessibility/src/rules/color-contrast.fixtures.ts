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
  { name: 'white text over a hero image positioned beside it needs review', html: '<style>.hero{position:relative}.hero img{position:absolute;inset:0;width:100%}.hero h1{color:#fff}</style><div class="hero"><img src="hero.jpg" alt=""><h1>Spring sale</h1></div>', expect: 'needs-review', finding: /positioned content beside it/ },
  { name: 'light text over a background video needs review', html: '<style>.bg{position:absolute;top:0;left:0}.intro p{color:#eee}</style><section class="intro"><video class="bg" autoplay muted loop src="loop.mp4"></video><div><p>Watch the making of</p></div></section>', expect: 'needs-review' },
  { name: 'light text over a decorative, aria-hidden background video still needs review', html: '<style>.v{position:relative}.v video{position:absolute;top:0}.v h2{color:#fff}</style><section class="v"><video autoplay muted loop aria-hidden="true" src="w.mp4"></video><div><h2>Hear the sea</h2></div></section>', expect: 'needs-review' },
  { name: 'text over a gradient needs review', html: '<div style="background:linear-gradient(#000,#333)"><p style="color:#fff">Dark band</p></div>', expect: 'needs-review', finding: /background image/ },
  { name: 'an overlay painted by ::before needs review', html: '<style>.banner{position:relative}.banner::before{content:"";position:absolute;inset:0;background:rgba(0,0,0,.6)}.banner p{color:#fff;position:relative}</style><div class="banner"><p>Over the overlay</p></div>', expect: 'needs-review' },
  { name: 'mix-blend-mode needs review', html: '<p style="color:#fff;mix-blend-mode:difference">Blended</p>', expect: 'needs-review', finding: /mix-blend-mode/ },
  { name: 'a filter needs review', html: '<div style="filter:invert(1)"><p style="color:#eee">Inverted</p></div>', expect: 'needs-review', finding: /filter/ },
  { name: 'a text shadow that may carry light text needs review', html: '<h2 style="color:#fff;text-shadow:0 0 3px #000, 1px 1px 0 #000">Shadowed heading</h2>', expect: 'needs-review', finding: /text shadow/ },
  { name: 'gradient text clipped to the glyphs needs review', html: '<style>.grad{background:linear-gradient(90deg,#f06,#48f);-webkit-background-clip:text;background-clip:text;color:transparent}</style><h1 class="grad">Gradient title</h1>', expect: 'needs-review' },
  { name: 'a disabled button and its label are exempt', html: '<style>.off{color:#ccc}</style><label for="n" class="off">Name</label><input id="n" disabled><label class="off">Coupon <input disabled></label><fieldset disabled><legend>Shipping</legend><button class="off">Apply</button></fieldset><p>Visible</p>', expect: 'pass' },
  { name: 'visually hidden, zero-size and off-screen text has no contrast to judge', html: '<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);color:#fff}.logo{text-indent:-9999px;color:#fff}.zero{font-size:0;color:#fff}.away{position:absolute;left:-10000px;color:#fff}</style><p class="away">Off the page</p><a href="/" class="sr-only">Skip</a><h1 class="logo">Brand</h1><span class="zero">x</span><p>Visible</p>', expect: 'pass' },
  { name: 'grey on white without a shadow still fails', html: '<p style="color:#aaa">No shadow here</p>', expect: 'fail' },
  { name: 'no text', html: '<img src="a.png" alt="">', expect: 'not-applicable' },
]);
