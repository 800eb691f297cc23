import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshotFromHtml, snapshotFromParts } from '../snapshot/build.ts';
import { buildPage } from '../engine/page.ts';
import { compoundType, cssDecls, cssIndex, selectorParts, selectorSubject, selectorText, splitSelectorList } from './css-index.ts';
import { cssResources } from './css-resources.ts';

const CSS = `
body { font-size: 18px !important; COLOR: red }
@media (max-width: 600px) { @media print { nav > a:hover, .x:is(a, b) { font-size: 1rem } } }
@keyframes spin { from { font-size: 1px } }
@import url(print.css) print;
`;

test('the CSS index holds the declarations of the indexed properties, with their rule and media', () => {
  const page = buildPage(snapshotFromHtml(`<style>${CSS}</style><p style="font-size: 12px">x</p>`, 'https://site.example/'));
  const idx = cssIndex(page);
  assert.equal(idx.ruleCount, 2);
  assert.deepEqual([...idx.keyframes], ['spin']);
  assert.deepEqual(idx.mediaQueries.map((m) => m.text), ['(max-width: 600px)', 'print', 'url(print.css) print']);
  const sizes = cssDecls(page, 'font-size');
  assert.deepEqual(sizes.map((d) => [d.value, d.important, d.rule?.media ?? null, d.element?.name ?? null]), [
    ['18px', true, null, null],
    ['1rem', false, '(max-width: 600px) and print', null],
    ['12px', false, null, 'p'],
  ]);
  // Properties outside the index are not held; the keyframe's declaration is not a rule's.
  assert.deepEqual(cssDecls(page, 'color'), []);
  assert.equal(selectorText(sizes[1]!.rule!), 'nav > a:hover, .x:is(a, b)');
  assert.deepEqual(selectorParts(sizes[1]!.rule!).map((p) => [p.subject, p.type]), [['a:hover', 'a'], ['.x:is(a, b)', '']]);
  assert.equal(cssIndex(page), idx, 'once per page');
});

test('selector helpers split lists at top-level commas and find the subject and its type', () => {
  assert.deepEqual(splitSelectorList('a, b:not(c, d) ,e'), ['a', 'b:not(c, d)', 'e']);
  assert.equal(selectorSubject('nav ul > li a:hover'), 'a:hover');
  assert.equal(selectorSubject('h1 + p ~ :is(p, q)'), ':is(p, q)');
  assert.equal(compoundType('A.btn:hover'), 'a');
  assert.equal(compoundType('.btn'), '');
});

test('CSS resources: font faces with their sources, imports, url()s and data: URIs, resolved against their sheet', () => {
  const page = buildPage(
    snapshotFromParts({
      url: 'https://site.example/page',
      html: '<link rel="stylesheet" href="/css/a.css"><style>.i { background: url(img/bg.png) }</style>',
      resources: {
        '/css/a.css': {
          role: 'stylesheet',
          headers: { 'content-type': 'text/css' },
          body: '@import "b.css"; @font-face { font-family: "Sans"; font-display: SWAP; src: local(Sans), url(f.woff2) format("woff2"), url(f.woff) format("woff") } .x { mask: url(data:image/svg+xml,abc) }',
        },
      },
    }),
  );
  const r = cssResources(page);
  assert.deepEqual(r.imports.map((i) => i.url), ['https://site.example/css/b.css']);
  assert.equal(r.fontFaces.length, 1);
  const face = r.fontFaces[0]!;
  assert.deepEqual([face.family, face.display], ['Sans', 'swap']);
  assert.deepEqual(face.sources, [
    { url: null, format: null },
    { url: 'https://site.example/css/f.woff2', format: 'woff2' },
    { url: 'https://site.example/css/f.woff', format: 'woff' },
  ]);
  assert.deepEqual(r.urls.map((u) => u.url), ['https://site.example/img/bg.png']);
  assert.deepEqual(r.dataUris.map((u) => u.url), ['data:image/svg+xml,abc']);
});
