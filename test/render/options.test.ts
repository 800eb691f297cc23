// The render options for runs that read only the drawn page: without lab figures no trace is
// recorded (and the snapshot says why the figures are missing); a stated viewport draws the page
// as a desktop window of that size; watchTextMs records the text the page changes by itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, renderSnapshot, renderedStyleOf } from '@pagegrade/core';
import { ALLOW, NO_BROWSER, pageSite, rendererForFile } from './helpers.ts';

const renderer = rendererForFile();
const HTML = { 'content-type': 'text/html; charset=utf-8' };

test('labMetrics off: no lab figures, the reason recorded, the page still drawn', { skip: NO_BROWSER }, async () => {
  const site = await pageSite({ '/': { headers: HTML, body: '<!doctype html><title>t</title><p>Hello</p>' } });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false, labMetrics: false });
  const r = snapshot.log._pagegrade!.rendered!;
  assert.equal(r.metrics.firstContentfulPaint, null);
  assert.match(r.metrics.simulationError ?? '', /labMetrics off/);
  assert.ok(r.elements.some((e) => e.tag === 'p'));
  assert.ok(r.screenshots.viewport);
  assert.equal(r.textChanges, undefined);
});

test('a stated viewport is a desktop window of that size; boxes that clip record their content size', { skip: NO_BROWSER }, async () => {
  const site = await pageSite({
    '/': { headers: HTML, body: '<!doctype html><title>t</title><div id="d" style="overflow:hidden;height:20px;width:100px">one two three four five six seven eight nine ten</div>' },
  });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false, labMetrics: false, viewport: { width: 640, height: 512 } });
  const r = snapshot.log._pagegrade!.rendered!;
  assert.deepEqual(r.profile.viewport, { width: 640, height: 512 });
  assert.equal(r.profile.mobile, false);
  assert.equal(r.screenshots.viewport?.width, 640);
  const page = buildPage(snapshot);
  const div = page.index.byId.get('d')![0]!;
  const s = renderedStyleOf(page, div)!;
  assert.equal(s.scroll?.clientHeight, 20);
  assert.ok(s.scroll!.height > 20, `content height ${s.scroll!.height}`);
  // A box that does not clip records no content size.
  const body = page.index.byTag.get('body')![0]!;
  assert.equal(renderedStyleOf(page, body)!.scroll, null);
  await assert.rejects(renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false, viewport: { width: 0, height: 10 } }), /viewport/);
});

test('watchTextMs records the elements whose text the page changes by itself', { skip: NO_BROWSER }, async () => {
  const site = await pageSite({
    '/': {
      headers: HTML,
      body: '<!doctype html><title>t</title><p>Count: <span id="n">0</span></p><p id="still">Still</p><script>let i = 0; setInterval(() => { document.getElementById("n").textContent = String(++i); }, 200);</script>',
    },
  });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false, labMetrics: false, watchTextMs: 1_000 });
  const changes = snapshot.log._pagegrade!.rendered!.textChanges!;
  assert.equal(changes.watchedMs, 1_000);
  assert.equal(changes.elements.length, 1);
  assert.match(changes.elements[0]!.selector, /span:nth-child\(1\)$/);
  assert.ok(changes.elements[0]!.changes >= 2, `${changes.elements[0]!.changes} changes`);
});
