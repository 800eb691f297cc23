import { paintedScreenshot, ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './color-contrast.ts';

/** Rendered mode: a whole document (so the tree has the html > body path the browser names) and the computed styles of its body's children. */
const doc = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const BODY = 'html>body:nth-child(2)';
const drawn = (children: Array<[string, [number, number, number, number], Record<string, string>]>, extra: object = {}) => ({
  elements: [
    styledElement(0, 'html', [0, 0, 412, 823]),
    styledElement(2, BODY, [0, 0, 412, 823], { 'background-color': 'rgb(255, 255, 255)' }),
    ...children.map(([path, box, style], i) => styledElement(3 + i, `${BODY}>${path}`, box, style)),
  ],
  ...extra,
});
const LINE: [number, number, number, number] = [8, 16, 396, 18];

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
  { name: 'text in a declarative shadow root is its host\'s, drawn in its colours', html: '<p style="color:#aaa;background:#fff"><template shadowrootmode="open">Faint words</template></p>', expect: 'fail', finding: /#aaaaaa on #ffffff has contrast 2\.32:1/ },
  { name: 'an inert template is not drawn; a light child no slot takes is not drawn', html: '<template><p style="color:#eee">Inert</p></template><div><template shadowrootmode="open"><b>Shown</b></template><span style="color:#eee">Not slotted</span></div>', expect: 'pass' },
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
  // Rendered mode: the browser's computed colours, boxes and pixels.
  { name: 'rendered: computed black on white', html: doc('<p>Made in Devon.</p>'), rendered: drawn([['p:nth-child(1)', LINE, {}]]), expect: 'pass' },
  { name: 'rendered: computed grey on white', html: doc('<p>Terms apply</p>'), rendered: drawn([['p:nth-child(1)', LINE, { color: 'rgb(170, 170, 170)' }]]), expect: 'fail', finding: /#aaaaaa on #ffffff has contrast 2\.32:1/ },
  { name: 'rendered: the computed colour wins over the style sheet', html: doc('<p>Made in Devon.</p>', '<style>p{color:#eee}</style>'), rendered: drawn([['p:nth-child(1)', LINE, {}]]), expect: 'pass' },
  { name: 'rendered: a positioned box that overlaps nothing is judged', html: doc('<p>Badge</p>'), rendered: drawn([['p:nth-child(1)', LINE, { position: 'absolute', color: 'rgb(60, 60, 60)' }]]), expect: 'pass' },
  {
    name: 'rendered: a positioned picture over the text needs review',
    html: doc('<p>Over a banner</p><div></div>'),
    rendered: drawn([['p:nth-child(1)', LINE, {}], ['div:nth-child(2)', [0, 0, 412, 100], { position: 'absolute', 'background-color': 'rgb(200, 0, 0)' }]]),
    expect: 'needs-review',
    finding: /is painted over or under it/,
  },
  {
    name: 'rendered: a gradient too light everywhere fails',
    html: doc('<p>Sale</p>'),
    rendered: drawn([['p:nth-child(1)', LINE, { color: 'rgb(170, 170, 170)', 'background-image': 'linear-gradient(to right, rgb(255, 255, 255), rgb(0, 0, 255))' }]]),
    expect: 'fail',
    finding: /has contrast at most 3\.\d\d:1/,
  },
  {
    name: 'rendered: a gradient dark at one end needs review',
    html: doc('<p>Sale</p>'),
    rendered: drawn([['p:nth-child(1)', LINE, { color: 'rgb(0, 0, 0)', 'background-image': 'linear-gradient(to right, rgb(255, 255, 255), rgb(0, 0, 0))' }]]),
    expect: 'needs-review',
    finding: /ranges from 1\.00:1 to 21\.00:1/,
  },
  {
    name: 'rendered: a blurred shadow under the glyphs is their background (as axe-core counts it)',
    html: doc('<p>Some text</p>'),
    rendered: drawn([['p:nth-child(1)', LINE, { color: 'rgb(102, 102, 102)', 'text-shadow': 'rgb(170, 170, 170) 2px 2px 4px, rgb(170, 170, 170) -2px 2px 4px, rgb(170, 170, 170) 2px -2px 4px, rgb(170, 170, 170) -2px -2px 4px' }]]),
    expect: 'fail',
  },
  {
    name: 'rendered: pixels of a dark image under dark text prove the failure',
    html: doc('<p>Black hole sun</p>'),
    rendered: drawn([['p:nth-child(1)', [8, 16, 396, 40], { color: 'rgb(85, 85, 85)', 'background-image': 'url("https://example.com/space.jpg")' }]], { screenshots: { viewport: paintedScreenshot(412, 823, [255, 255, 255], [[8, 16, 396, 40, [10, 10, 20]], [20, 28, 120, 14, [85, 85, 85]]]), fullPage: null } }),
    expect: 'fail',
    finding: /has contrast at most/,
  },
  {
    name: 'rendered: a background image that failed to load paints nothing, the colour below shows',
    html: doc('<p>Black hole sun</p>'),
    resources: { '/gone.jpg': { status: 404, body: 'Not found', role: 'image' } },
    rendered: drawn([['p:nth-child(1)', [8, 16, 396, 40], { color: 'rgb(85, 85, 85)', 'background-color': 'rgb(0, 0, 0)', 'background-image': 'url("https://example.com/gone.jpg")' }]]),
    expect: 'fail',
    finding: /#555555 on #000000 has contrast 2\.\d+:1/,
  },
  {
    name: 'rendered: an image that loaded is not taken away',
    html: doc('<p>Sunny</p>'),
    resources: { '/sky.jpg': { status: 200, body: 'x', role: 'image', headers: { 'content-type': 'image/jpeg' } } },
    rendered: drawn([['p:nth-child(1)', [8, 16, 396, 40], { color: 'rgb(85, 85, 85)', 'background-color': 'rgb(0, 0, 0)', 'background-image': 'url("https://example.com/sky.jpg")' }]]),
    expect: 'needs-review',
  },
  {
    name: 'rendered: pixels of a light image under dark text do not prove a pass',
    html: doc('<p>Sunny</p>'),
    rendered: drawn([['p:nth-child(1)', [8, 16, 396, 40], { color: 'rgb(0, 0, 0)', 'background-image': 'url("https://example.com/sky.jpg")' }]], { screenshots: { viewport: paintedScreenshot(412, 823, [255, 255, 255], [[8, 16, 396, 40, [230, 240, 255]]]), fullPage: null } }),
    expect: 'needs-review',
  },
  { name: 'rendered: symbols express no language', html: doc('<p>----=====++++</p><p>Fine print</p>'), rendered: drawn([['p:nth-child(1)', LINE, { color: 'rgb(200, 200, 200)' }], ['p:nth-child(2)', [8, 50, 396, 18], {}]]), expect: 'pass' },
  { name: 'rendered: an aria-labelled icon glyph is not text', html: doc('<button aria-label="Close">X</button>'), rendered: drawn([['button:nth-child(1)', [8, 8, 24, 24], { color: 'rgb(102, 102, 102)', 'background-color': 'rgb(0, 0, 0)' }]]), expect: 'not-applicable' },
]);
