import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, type Page } from '../engine/page.ts';
import { snapshotFromParts } from '../snapshot/build.ts';
import { accessibleName } from '../index.ts';
import { accName, nameProbe, type NameSource } from './index.ts';

function pageOf(body: string, head = ''): Page {
  return buildPage(snapshotFromParts({ url: 'https://example.com/', html: `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`, headers: { 'content-type': 'text/html' } }));
}

function target(page: Page) {
  const el = page.index.byId.get('t')?.[0];
  assert.ok(el, 'the case has an element with id="t"');
  return el;
}

// Each step of the computation, in the order the algorithm tries them.
const cases: Array<[html: string, name: string, source: NameSource]> = [
  ['<span id="a">Ship</span><span id="b">to</span><button id="t" aria-labelledby="a b" aria-label="ignored">x</button>', 'Ship to', 'aria-labelledby'],
  ['<button id="t" aria-label="Close">×</button>', 'Close', 'aria-label'],
  ['<label for="t">E-mail</label><input id="t">', 'E-mail', 'label'],
  ['<label>Age <input id="t" type="number"></label>', 'Age', 'label'],
  ['<img id="t" src="a.png" alt="A red kite">', 'A red kite', 'alt'],
  ['<input id="t" type="submit">', 'Submit', 'value'],
  ['<fieldset id="t"><legend>Address</legend></fieldset>', 'Address', 'legend'],
  ['<table id="t"><caption>Prices</caption><tr><td>1</td></tr></table>', 'Prices', 'caption'],
  ['<svg id="t"><title>Chart</title></svg>', 'Chart', 'svg-title'],
  ['<a id="t" href="/">Home <img src="h.png" alt="page"></a>', 'Home page', 'contents'],
  ['<a id="t" href="/"><span hidden>secret</span><span aria-hidden="true">icon</span>Visible</a>', 'Visible', 'contents'],
  ['<div id="t" title="Tip"></div>', 'Tip', 'title'],
  ['<input id="t" placeholder="Search">', 'Search', 'placeholder'],
  ['<a id="t" href="/"><img src="x.png" alt=""></a>', '', 'none'],
];

test('accName follows accname steps and names the step that gave the name', () => {
  for (const [html, name, source] of cases) {
    const page = pageOf(html);
    const r = accName(target(page), page);
    assert.deepEqual({ name: r.name, source: r.source }, { name, source }, html);
    assert.equal(accessibleName(target(page), page), name, html);
    assert.equal(nameProbe(target(page), page), name ? 'named' : 'unnamed', html);
  }
});

test('content hidden by a style sheet takes no part in the name', () => {
  const page = pageOf('<a id="t" href="/"><span class="sr">Skip</span><span class="off">Hidden</span></a>', '<style>.off { display: none }</style>');
  assert.equal(accessibleName(target(page), page), 'Skip');
});

test('a name from a very large subtree is marked incomplete rather than empty', () => {
  const page = pageOf(`<a id="t" href="/">${'<span></span>'.repeat(300)}<img src="x.png" alt="late"></a>`);
  const r = accName(target(page), page);
  assert.equal(r.complete, false);
  assert.equal(nameProbe(target(page), page), 'truncated');
});
