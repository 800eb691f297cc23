// The style resolver: cascade, inheritance, var(), media, the browser's defaults and what stays unknown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, snapshotFromParts, type Page } from '../index.ts';
import { displayNoneOf, styleOf, styleResolver, type ComputedStyle } from './index.ts';
import { mediaApplies } from './media.ts';

function page(html: string, sheets: Record<string, string> = {}): Page {
  const resources = Object.fromEntries(Object.entries(sheets).map(([path, body]) => [path, { body, headers: { 'content-type': 'text/css' } }]));
  return buildPage(snapshotFromParts({ url: 'https://style.example/', html, resources }));
}

/** The style of the element with this id. */
function style(p: Page, id: string): ComputedStyle {
  const el = p.index.byId.get(id)?.[0];
  assert.ok(el, `#${id}`);
  return styleOf(p, el);
}

type Case = [name: string, html: string, id: string, expected: Partial<Record<keyof ComputedStyle, unknown>>, sheets?: Record<string, string>];

const CASES: Case[] = [
  ['specificity: an id beats a class', '<style>#a{color:red}.b{color:blue}</style><p id=a class=b>x', 'a', { color: 'red' }],
  ['equal specificity: the later rule wins', '<style>.b{color:red}.c{color:blue}</style><p id=a class="c b">x', 'a', { color: 'blue' }],
  ['!important beats a more specific rule', '<style>p{color:red!important}#a{color:blue}</style><p id=a>x', 'a', { color: 'red' }],
  ['a style attribute beats every rule', '<style>#a#a{color:red}</style><p id=a style="color:green">x', 'a', { color: 'green' }],
  ['an important rule beats a style attribute', '<style>p{color:red !important}</style><p id=a style="color:green">x', 'a', { color: 'red' }],
  ['in a style attribute the later declaration wins', '<p id=a style="color:red;color:blue">x', 'a', { color: 'blue' }],
  ['in a style attribute the later important declaration wins', '<p id=a style="color:red !important;color:blue !important">x', 'a', { color: 'blue' }],
  ['in a style attribute an important declaration beats a later normal one', '<p id=a style="color:red !important;color:blue">x', 'a', { color: 'red' }],
  ['an important style attribute beats an important rule', '<style>#a{color:red !important}</style><p id=a style="color:green !important">x', 'a', { color: 'green' }],
  ['colour inherits, display does not', '<style>div{color:navy;display:flex}</style><div><span id=a>x</span></div>', 'a', { color: 'navy', display: 'inline' }],
  ['the browser hides head content', '<head><title id=a>t</title></head>', 'a', { display: 'none' }],
  ['the hidden attribute hides', '<div hidden id=a>x</div>', 'a', { display: 'none' }],
  ['author CSS can show a hidden element', '<style>[hidden]{display:block}</style><div hidden id=a>x</div>', 'a', { display: 'block' }],
  ['headings are bold and larger', '<h1 id=a>x</h1>', 'a', { fontSize: 32, fontWeight: 700, display: 'block' }],
  ['b is bolder than its parent', '<p style="font-weight:300"><b id=a>x</b></p>', 'a', { fontWeight: 400 }],
  ['var() with a value from an ancestor', '<style>:root{--fg:#123456}p{color:var(--fg)}</style><p id=a>x', 'a', { color: '#123456' }],
  ['var() falls back', '<style>p{color:var(--none, teal)}</style><p id=a>x', 'a', { color: 'teal' }],
  ['var() missing without fallback: as if unset (colour inherits)', '<style>body{color:olive}p{color:var(--none)}</style><body><p id=a>x', 'a', { color: 'olive' }],
  ['var() in a shorthand', '<style>:root{--bg:#fff}p{background:var(--bg)}</style><p id=a>x', 'a', { backgroundColor: null }],
  ['a print rule does not apply', '<style>@media print{p{display:none}}</style><p id=a>x', 'a', { display: 'block' }],
  ['a screen rule applies', '<style>@media screen and (prefers-reduced-motion: no-preference){p{display:none}}</style><p id=a>x', 'a', { display: 'none' }],
  ['a dark-scheme rule does not apply', '<style>@media (prefers-color-scheme: dark){p{color:white}}</style><p id=a>x', 'a', { color: 'rgb(0, 0, 0)' }],
  ['a rule for some widths leaves the value unknown', '<style>@media (min-width: 600px){p{display:none}}</style><p id=a>x', 'a', { display: null, color: 'rgb(0, 0, 0)' }],
  ['a conditional rule that loses anyway does not matter', '<style>@media (min-width: 600px){p{display:none}}</style><p id=a style="display:inline">x', 'a', { display: 'inline' }],
  ['@supports leaves the value unknown', '<style>@supports (display:grid){p{display:grid}}</style><p id=a>x', 'a', { display: null }],
  ['a pseudo-element rule does not style the element', '<style>p::before{display:none;color:red}</style><p id=a>x', 'a', { display: 'block', color: 'rgb(0, 0, 0)' }],
  ['hover and focus rules do not apply to a page at rest', '<style>p:hover,p:focus-within,p:focus{color:red}</style><p id=a>x', 'a', { color: 'rgb(0, 0, 0)' }],
  ['a selector that cannot be decided leaves the value unknown', '<style>p:user-invalid{color:red}</style><p id=a>x', 'a', { color: null }],
  ['font sizes: em, %, keywords, smaller', '<div style="font-size:20px"><p style="font-size:1.5em"><span style="font-size:50%"><small id=a>x</small></span></p></div>', 'a', { fontSize: 15 / 1.2 }],
  ['rem is against the root element', '<html style="font-size:10px"><body><p id=a style="font-size:2rem;letter-spacing:0.5rem">x', 'a', { fontSize: 20, letterSpacing: 5 }],
  ['a unitless line-height inherits as a factor', '<div style="font-size:10px;line-height:1.5"><p id=a style="font-size:20px">x</p></div>', 'a', { lineHeight: 30 }],
  ['a length line-height inherits as a length', '<div style="font-size:10px;line-height:2em"><p id=a style="font-size:20px">x</p></div>', 'a', { lineHeight: 20 }],
  ['letter-spacing in em is computed where declared, then inherited', '<div style="font-size:10px;letter-spacing:0.2em"><p id=a style="font-size:30px">x</p></div>', 'a', { letterSpacing: 2, wordSpacing: 0 }],
  ['viewport units are unknown', '<p id=a style="font-size:3vw">x', 'a', { fontSize: null }],
  ['the background shorthand sets colour and image', '<p id=a style="background:url(a.png) no-repeat #fff">x', 'a', { backgroundColor: '#fff', backgroundImage: 'url(a.png)' }],
  ['currentcolor', '<p id=a style="color:red;background-color:currentColor">x', 'a', { backgroundColor: 'red' }],
  ['opacity and visibility', '<div style="visibility:hidden"><p id=a style="opacity:50%">x</p></div>', 'a', { visibility: 'hidden', opacity: 0.5 }],
  ['width, height and aspect-ratio as declared, not inherited', '<style>div{width:300px}img{width:50%}</style><div><img id=a style="height:10px;aspect-ratio:4 / 3"></div>', 'a', { width: '50%', height: '10px', aspectRatio: '4/3' }],
  ['width and height attributes of an image are presentational hints', '<img id=a width=" 300" height="50%">', 'a', { width: '300px', height: '50%', aspectRatio: 'auto' }],
  ['both attributes also hint the aspect ratio', '<img id=a width=300 height=200.5>', 'a', { width: '300px', height: '200.5px', aspectRatio: 'auto 300/200.5' }],
  ['any author rule beats a hint', '<style>*{height:auto}</style><img id=a width=300 height=200 style="width:10em">', 'a', { width: '10em', height: 'auto' }],
  ['hints only on embedded content, and on input as an image button', '<p id=a width=300></p><input id=b type=text width=300><input id=c type=image width=20 src=x.png>', 'a', { width: 'auto' }],
  ['an image button maps its width', '<input id=c type=image width=20 src=x.png>', 'c', { width: '20px' }],
  ['object-fit: fill by default, not inherited', '<div style="object-fit:cover"><img id=a src=x.png></div>', 'a', { objectFit: 'fill' }],
  ['object-fit as declared', '<style>.t{object-fit:Cover}</style><img id=a class=t src=x.png>', 'a', { objectFit: 'cover' }],
  ['no declared size is auto', '<div style="width:10px"><span id=a>x</span></div>', 'a', { width: 'auto', height: 'auto', aspectRatio: 'auto' }],
  ['opacity as a number', '<p id=a style="opacity:.25">x', 'a', { opacity: 0.25 }],
  ['overflow: initial visible, not inherited', '<div style="overflow:auto"><p id=a>x</p></div>', 'a', { overflowX: 'visible', overflowY: 'visible' }],
  ['overflow: one value sets both axes', '<style>.s{overflow:scroll}</style><div id=a class=s>x</div>', 'a', { overflowX: 'scroll', overflowY: 'scroll' }],
  ['overflow: two values are x then y', '<div id=a style="overflow:hidden auto">x</div>', 'a', { overflowX: 'hidden', overflowY: 'auto' }],
  ['overflow-y beats an earlier overflow', '<style>div{overflow:hidden}#a{overflow-y:overlay}</style><div id=a>x</div>', 'a', { overflowX: 'hidden', overflowY: 'auto' }],
  ['overflow from a variable is unknown', '<div id=a style="overflow:var(--o)">x</div>', 'a', { overflowX: null, overflowY: null }],
  ['white-space inherits', '<div style="white-space:nowrap"><p><span id=a>x</span></p></div>', 'a', { whiteSpace: 'nowrap' }],
  ['pre-formatted text from the browser sheet', '<pre><code id=a>x</code></pre>', 'a', { whiteSpace: 'pre' }],
  ['an unknown white-space value is unknown', '<p id=a style="white-space:collapse">x</p>', 'a', { whiteSpace: null }],
  ['an unknown overflow keyword is unknown', '<div id=a style="overflow-x:sideways">x</div>', 'a', { overflowX: null, overflowY: 'visible' }],
  ['text-decoration-line: none by default, not inherited', '<p style="text-decoration:underline"><span id=a>x</span></p>', 'a', { textDecorationLine: 'none' }],
  ['the text-decoration shorthand sets the line', '<style>a{text-decoration:underline dotted red}</style><a href=/ id=a>x</a>', 'a', { textDecorationLine: 'underline' }],
  ['a text-decoration without lines resets them', '<style>a{text-decoration:red}</style><a href=/ id=a>x</a>', 'a', { textDecorationLine: 'none' }],
  ['links are underlined by the browser', '<p><a href=/ id=a>x</a></p>', 'a', { textDecorationLine: 'underline' }],
  ['an author rule removes the underline', '<style>a{text-decoration:none}</style><p><a href=/ id=a>x</a></p>', 'a', { textDecorationLine: 'none' }],
  ['text-decoration-line with two lines', '<a id=a style="text-decoration-line:overline underline">x</a>', 'a', { textDecorationLine: 'underline overline' }],
  ['a fetched stylesheet applies in document order', '<style>p{color:red}</style><link rel=stylesheet href=/s.css><p id=a>x', 'a', { color: 'blue' }, { '/s.css': 'p{color:blue}' }],
  ['a print-only linked sheet does not apply', '<link rel=stylesheet media=print href=/p.css><p id=a>x', 'a', { display: 'block' }, { '/p.css': 'p{display:none}' }],
  ['an alternate sheet does not apply', '<link rel="alternate stylesheet" href=/p.css><p id=a>x', 'a', { display: 'block' }, { '/p.css': 'p{display:none}' }],
  ['a linked sheet missing from the snapshot makes every value unknown', '<link rel=stylesheet href=/gone.css><p id=a style="color:red">x', 'a', { color: null, display: null }],
  ['an @import that was not fetched makes every value unknown', '<style>@import url(/more.css); p{color:red}</style><p id=a>x', 'a', { color: null }],
];

for (const [name, html, id, expected, sheets] of CASES) {
  test(name, () => {
    const s = style(page(html, sheets), id);
    for (const [key, value] of Object.entries(expected)) {
      const actual = s[key as keyof ComputedStyle];
      if (typeof value === 'number' && typeof actual === 'number') assert.ok(Math.abs(actual - value) < 1e-9, `${key}: ${actual} ≠ ${value}`);
      else assert.deepEqual(actual, value, key);
    }
  });
}

test('a missing sheet is named', () => {
  const r = styleResolver(page('<link rel=stylesheet href=/gone.css><p>x'));
  assert.equal(r.complete, false);
  assert.deepEqual(r.missing, ['https://style.example/gone.css']);
});

test('display:none on an element or an ancestor, and unknown only where no none decides it', () => {
  const p = page('<style>.off{display:none}@media (min-width: 40em){.maybe{display:none}}</style><div class=off><p id=a>x</p></div><div class=maybe><p id=b>x</p><div class=off><p id=c>x</p></div></div><p id=d>x</p>');
  const el = (id: string) => p.index.byId.get(id)![0]!;
  assert.equal(displayNoneOf(p, el('a')), true);
  assert.equal(displayNoneOf(p, el('b')), null);
  assert.equal(displayNoneOf(p, el('c')), true);
  assert.equal(displayNoneOf(p, el('d')), false);
  const missing = page('<link rel=stylesheet href=/gone.css><p id=a>x');
  assert.equal(displayNoneOf(missing, missing.index.byId.get('a')![0]!), null);
});

test('styles are computed once per element', () => {
  const p = page('<style>p{color:red}</style><p id=a>x');
  const el = p.index.byId.get('a')![0]!;
  assert.equal(styleOf(p, el), styleOf(p, el));
});

test('media queries: three answers', () => {
  assert.equal(mediaApplies(''), 'yes');
  assert.equal(mediaApplies('all'), 'yes');
  assert.equal(mediaApplies('print'), 'no');
  assert.equal(mediaApplies('print, screen'), 'yes');
  assert.equal(mediaApplies('not print'), 'yes');
  assert.equal(mediaApplies('screen and (max-width: 600px)'), 'unknown');
  assert.equal(mediaApplies('print and (max-width: 600px)'), 'no');
  assert.equal(mediaApplies('(prefers-reduced-motion: reduce)'), 'no');
  assert.equal(mediaApplies('(prefers-reduced-motion)'), 'no');
  assert.equal(mediaApplies('(forced-colors: active)'), 'no');
  assert.equal(mediaApplies('(hover: hover)'), 'unknown');
});

test('what the known sheets hide stays hidden when another sheet is missing', async () => {
  const { knownSheetsHide } = await import('./index.ts');
  const { hiddenState } = await import('../a11y/index.ts');
  const p = page('<link rel="stylesheet" href="/gone.css"><style>.player-hidden{display:none}.ghost{visibility:hidden}</style><div class="player-hidden"><button id=a>Play</button></div><p class=ghost id=b>x</p><p id=c>y</p>');
  const el = (id: string) => p.index.byId.get(id)![0]!;
  assert.equal(styleResolver(p).complete, false);
  // The page's resolver still knows nothing about styles; only the known-sheets question answers.
  assert.equal(displayNoneOf(p, el('a')), null);
  assert.equal(knownSheetsHide(p, el('a')), true);
  assert.equal(knownSheetsHide(p, el('b')), true);
  assert.equal(knownSheetsHide(p, el('c')), false);
  assert.equal(hiddenState(p, el('a')), true);
  assert.equal(hiddenState(p, el('c')), false);
});

test('a <style> inside <noscript> does not apply (scripts run); a <link> there names a sheet a script loads', () => {
  const p = page('<noscript><style>p{display:none}</style></noscript><p id=a>x</p>');
  assert.equal(styleResolver(p).complete, true);
  assert.equal(style(p, 'a').display, 'block');
  const q = page('<noscript><link rel="stylesheet" href="/deferred.css"></noscript><p id=a>x</p>');
  assert.equal(styleResolver(q).complete, false);
});

test('class selectors keep the case of the class name', () => {
  const p = page('<style>.notInPage{position:absolute}.lower{color:red}</style><table class="notInPage" id=a></table><p class="Lower" id=b>x</p>');
  assert.equal(style(p, 'a').position, 'absolute');
  assert.notEqual(style(p, 'b').color, 'red');
});
