import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Element } from 'domhandler';
import { buildPage, snapshotFromHtml, type Page } from '@pagegrade/core';
import { runRule } from '@pagegrade/core/testing';
import { ctxOf } from './tree.ts';
import interstitial from '../rules/intrusive-interstitial.ts';
import fileLinks from '../rules/file-link-format.ts';

const HTML = `<body><header id="h"><nav id="n"><a id="a1" href="/">Home</a></nav></header>
<main id="m"><section id="s"><form id="f"><label id="l"><span id="sp">Name</span><input id="i1"></label>
<div role="search" id="rs"><input id="i2"></div></form>
<div hidden id="hid"><p id="p1"><a id="a2" href="/x">x</a></p></div>
<div style="color:red; DISPLAY : none" id="st"><b id="b1">b</b></div>
<div aria-hidden="true" id="ah"><i id="i3">i</i></div><div aria-hidden="TRUE" id="ah2"><i id="i4">i</i></div>
<template id="t"><p id="p2">t</p></template><noscript id="ns"><p id="p3">n</p></noscript>
<div role="dialog" id="d"><p id="p4">d</p></div><div popover id="po"><p id="p5">p</p></div>
<div role="x navigation" id="rn"><a id="a3" href="/y">y</a></div><div role="banner" id="rb"><p id="p6"></p></div>
</section></main><p id="out">out</p></body>`;

function byId(page: Page, id: string): Element {
  return page.index.byId.get(id)![0]!;
}

test('ctxOf: what elements inherit from their ancestors', () => {
  const page = buildPage(snapshotFromHtml(HTML, 'https://example.com/'));
  const c = (id: string) => ctxOf(page, byId(page, id));
  assert.equal(c('a1').nav, byId(page, 'n'));
  assert.equal(c('a1').header, byId(page, 'h'));
  assert.equal(c('a1').sectioning, true);
  assert.equal(c('h').sectioning, false);
  assert.equal(c('sp').label, byId(page, 'l'));
  assert.equal(c('sp').form, byId(page, 'f'));
  assert.equal(c('i2').search, true);
  assert.equal(c('i1').search, false);
  assert.equal(c('a2').hidden, true);
  assert.equal(c('hid').hidden, true);
  assert.equal(c('a2').link, null);
  assert.equal(c('b1').hidden, true);
  assert.equal(c('i3').hidden, true);
  assert.equal(c('i4').hidden, false);
  assert.equal(c('p2').inert, true);
  assert.equal(c('p3').inert, true);
  assert.equal(c('t').inert, false);
  assert.equal(c('p4').dialog, true);
  assert.equal(c('p5').dialog, true);
  assert.equal(c('a3').nav, byId(page, 'rn'));
  assert.equal(c('p6').header, byId(page, 'rb'));
  assert.equal(c('out').sectioning, false);
  assert.equal(c('out').form, null);
});

test('ctxOf answers the same whatever order the elements are asked in', () => {
  const snapshot = (order: (els: Element[]) => Element[]) => {
    const page = buildPage(snapshotFromHtml(HTML, 'https://example.com/'));
    const els = [...page.index.byTag.values()].flat().sort((x, y) => x.startIndex! - y.startIndex!);
    const seen = new Map<string, string>();
    for (const el of order(els)) {
      const ctx = ctxOf(page, el);
      const name = (e: Element | null) => (e ? `${e.name}#${e.attribs['id'] ?? ''}` : '-');
      seen.set(`${el.name}@${el.startIndex}`, JSON.stringify({ ...ctx, form: name(ctx.form), label: name(ctx.label), link: name(ctx.link), nav: name(ctx.nav), header: name(ctx.header) }));
    }
    return [...seen].sort();
  };
  const forward = snapshot((els) => els);
  assert.deepEqual(snapshot((els) => [...els].reverse()), forward);
  assert.deepEqual(snapshot((els) => els.filter((_, i) => i % 3 === 0).concat(els.filter((_, i) => i % 3 !== 0))), forward);
});

test('ctxOf on a page nested 20,000 deep', () => {
  const depth = 20000;
  // The hidden element inside the tree's depth bound, so that everything after it is inside it.
  const html = `<body>${'<div>'.repeat(100)}<div hidden>${'<span>'.repeat(depth)}<a href="/">x</a></body>`;
  const page = buildPage(snapshotFromHtml(html, 'https://example.com/'));
  const a = page.index.byTag.get('a')![0]!;
  assert.equal(ctxOf(page, a).hidden, true);
  assert.equal(ctxOf(page, page.index.byTag.get('div')![10]!).hidden, false);
  const started = performance.now();
  for (const s of page.index.byTag.get('span')!) assert.equal(ctxOf(page, s).hidden, true);
  assert.ok(performance.now() - started < 2000, 'answers stay linear in the depth');
});

test('intrusive-interstitial: modal-looking elements are listed in document order', () => {
  const html = '<div class="newsletter-popup">a</div><div aria-modal="true">b</div><div id="signup-modal">c</div><div class="promo-modal" id="x">d</div>';
  const result = runRule(interstitial, html);
  assert.equal(result.outcome, 'needs-review');
  const detail = result.findings[0]!.detail;
  const at = ['newsletter-popup', 'aria-modal', 'signup-modal'].map((s) => detail.indexOf(s));
  assert.ok(at.every((i) => i >= 0), detail);
  assert.deepEqual([...at].sort((x, y) => x - y), at, detail);
  assert.match(detail, /and 1 more/);
});

test('intrusive-interstitial: a covering rule finds the first element with the class', () => {
  const css = '<style>.subscribe-box{position:fixed;inset:0;z-index:1000}</style>';
  const result = runRule(interstitial, `${css}<p class="a subscribe-box" hidden>1</p><div class="b  subscribe-box">2</div>`);
  assert.equal(result.outcome, 'pass', 'the first element with the class is hidden by markup');
  const shown = runRule(interstitial, `${css}<div class="b  subscribe-box">2</div><p class="subscribe-box" hidden>1</p>`);
  assert.equal(shown.outcome, 'warn');
  assert.match(shown.findings[0]!.detail, /class="b {2}subscribe-box"/);
});

test('file-link-format reads the extension at the end of the path only', () => {
  const outcome = (href: string) => runRule(fileLinks, `<a href="${href}">Annual report</a>`).outcome;
  assert.equal(outcome('/docs/REPORT.PDF?x=1#y'), 'warn');
  assert.equal(outcome('/docs/report.pdf#page=2'), 'warn');
  assert.equal(outcome('/a.tar.gz'), 'warn');
  assert.equal(outcome('/x.7z'), 'warn');
  assert.equal(outcome('/report.pdf.html'), 'not-applicable');
  assert.equal(outcome('/page#report.pdf'), 'not-applicable');
  assert.equal(outcome('/page?f=report.pdf'), 'not-applicable');
  assert.equal(outcome('/report.p-f'), 'not-applicable');
  assert.equal(outcome('.pdf'), 'warn');
  assert.equal(outcome('pdf'), 'not-applicable');
  assert.equal(runRule(fileLinks, '<a href="/r.pdf">Annual report (PDF)</a>').outcome, 'pass');
});
