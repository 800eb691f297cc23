// Shadow trees in rendered mode: text a script puts in an open shadow root is serialised into the
// snapshot as a declarative <template shadowrootmode="open">, its elements get computed styles and
// boxes, and the checks read it where the browser draws it (the flat tree).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, buildPage, loadRules, renderedElement, renderedStyleOf, renderSnapshot, type CheckResult } from '@pagegrade/core';
import { ALLOW, NO_BROWSER, pageSite, rendererForFile } from './helpers.ts';

const renderer = rendererForFile();

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shadow trees</title></head>
<body style="background:#fff;color:#000">
<h1>Components</h1>
<p id="faint" style="color:#aaa;background:#fff"></p>
<div id="card"><span slot="title">Slotted title</span><span>Not slotted anywhere</span></div>
<fancy-button id="buy">Buy now</fancy-button>
<div id="list" role="list"></div>
<div role="list" aria-owns="far1"></div>
<div id="far"></div>
<script>
  document.getElementById('faint').attachShadow({ mode: 'open' }).textContent = 'Faint words drawn in a shadow tree';
  const card = document.getElementById('card').attachShadow({ mode: 'open' });
  card.innerHTML = '<section style="background:#222;color:#fff"><h2><slot name="title"></slot></h2><inner-box></inner-box></section>';
  card.querySelector('inner-box').attachShadow({ mode: 'open' }).innerHTML = '<b style="color:#333">Dark words in a nested tree</b>';
  document.getElementById('buy').attachShadow({ mode: 'open' }).innerHTML = '<button style="background:#fff;color:#bbb;border:0"><slot></slot></button>';
  document.getElementById('list').attachShadow({ mode: 'open' }).innerHTML = '<div role="listitem">One</div><div role="listitem">Two</div>';
  document.getElementById('far').attachShadow({ mode: 'open' }).innerHTML = '<div id="far1" role="listitem">Owned across the boundary</div>';
  document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'closed' }).textContent = 'Closed: never seen';
</script>
</body></html>`;

function check(checks: CheckResult[], id: string): CheckResult {
  const c = checks.find((x) => x.id === id);
  assert.ok(c, `no check ${id}`);
  return c;
}

test('open shadow roots are serialised, styled and checked as drawn', { skip: NO_BROWSER }, async () => {
  const site = await pageSite({ '/': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: PAGE } });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false });
  await site.close();
  const doc = snapshot.log.entries.find((e) => e._pagegrade?.role === 'document')!;
  const html = doc.response.content.text!;
  // Six open roots (one nested); the closed one stays out, as the page's own scripts cannot reach it either.
  assert.equal(html.match(/<template shadowrootmode="open">/g)?.length, 6, html);
  assert.equal(html.match(/Closed: never seen/g)?.length, 1, 'only the script names the closed root\'s text');
  assert.match(html, /<p id="faint" style="[^"]*"><template shadowrootmode="open">Faint words drawn in a shadow tree<\/template><\/p>/);

  // Every element of a shadow tree has its style and box, under a selector that finds it in the parsed DOM.
  const rendered = snapshot.log._pagegrade!.rendered!;
  const page = buildPage(snapshot);
  const bold = rendered.elements.find((e) => e.tag === 'b');
  assert.ok(bold, 'the nested shadow tree was not styled');
  assert.match(bold.selector, /template:nth-child\(1\)>section:nth-child\(1\)>inner-box:nth-child\(2\)>template:nth-child\(1\)>b:nth-child\(1\)$/);
  const b = renderedElement(page, bold.selector);
  assert.equal(b?.name, 'b');
  assert.equal(renderedStyleOf(page, b!)?.get('color'), 'rgb(51, 51, 51)');
  assert.ok(renderedStyleOf(page, b!)!.box!.width > 0);
  // A host's own children count after its shadow root: the slotted title is found where it is.
  const title = rendered.elements.find((e) => e.tag === 'span' && renderedElement(page, e.selector)?.children.some((c) => c.type === 'text' && c.data === 'Slotted title'));
  assert.ok(title, JSON.stringify(rendered.elements.filter((e) => e.tag === 'span')));
  assert.ok(title.box && title.box.width > 0);
  const unslotted = rendered.elements.find((e) => e.tag === 'span' && e !== title);
  assert.equal(unslotted?.box, null, 'a light child no slot takes has no box');

  const rules = await loadRules();
  const { checks } = analyze(snapshot, rules);
  const contrast = check(checks, 'accessibility/color-contrast');
  assert.equal(contrast.outcome, 'fail', JSON.stringify(contrast));
  // The host's text from its shadow root (#aaa on #fff), and the nested tree's dark words on the
  // outer tree's backdrop (#333 on #222); the slotted title is white on #222, drawn in its slot.
  assert.deepEqual(
    contrast.findings.map((f) => [f.snippet, f.detail.match(/contrast ([\d.]+):1/)?.[1]]),
    [
      ['<p id="faint" style="color:#aaa;background:#fff">', '2.32'],
      ['<b style="color:#333">', '1.26'],
      // Light text slotted into a component's button: drawn in the button's colours and box.
      ['<slot>', '1.92'],
    ],
  );
  assert.equal(contrast.findings[1]!.selector, 'div#card > template > section > inner-box > template > b');
  const enhanced = check(checks, 'accessibility/color-contrast-enhanced');
  assert.ok(!enhanced.findings.some((f) => /slot="title"/.test(f.snippet ?? '')), JSON.stringify(enhanced.findings));

  // A list host holds its shadow tree's items; aria-owns does not reach into another tree (ACT ff89c9).
  const parent = check(checks, 'accessibility/aria-required-parent');
  assert.equal(parent.outcome, 'fail', JSON.stringify(parent));
  assert.equal(parent.findings.length, 1, JSON.stringify(parent.findings));
  assert.match(JSON.stringify(parent.findings[0]), /far1/, JSON.stringify(parent.findings));
});

test('shadow trees count against the DOM bound, and a cut DOM keeps only what fits', { skip: NO_BROWSER }, async () => {
  const items = Array.from({ length: 40 }, (_, i) => `<li>Item ${i}</li>`).join('');
  const body = `<!doctype html><html lang="en"><head><title>Big shadow</title></head><body><div id="host"></div><p>After</p><script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<ul>${items}</ul>';</script></body></html>`;
  const site = await pageSite({ '/': { headers: { 'content-type': 'text/html; charset=utf-8' }, body } });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false, limits: { maxDomElements: 30 } });
  await site.close();
  const rendered = snapshot.log._pagegrade!.rendered!;
  // html, head, title, body, div, template, ul, 40 li, p, script.
  assert.equal(rendered.dom.elements, 49);
  assert.equal(rendered.dom.truncated, true);
  const page = buildPage(snapshot);
  assert.ok(page.index.elementCount <= 30, String(page.index.elementCount));
  assert.ok(rendered.elements.length <= 30);
});
