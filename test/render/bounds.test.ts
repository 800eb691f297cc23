// Every bound of a rendered analysis holds, with a clear error code, and leaves no Chromium
// process behind: a page that never finishes loading, one that spins forever, one that
// allocates memory without end, one that opens 500 popups, endless redirects by script and by
// HTTP, too many requests, a DOM too large. Then 50 analyses in a row keep the browser's process
// count and the memory flat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { renderSnapshot, Renderer, type RenderLimits } from '@pagegrade/core';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { ALLOW, CHROMIUM, NO_BROWSER, PAGE_HOST, rendererForFile, strayProcesses } from './helpers.ts';

// A small renderer heap, so the page that allocates without end is stopped soon.
const renderer = rendererForFile({ rendererHeapMb: 256, pagesPerBrowser: 20 });
const html = (body: string, head = '') => ({ body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bounds</title>${head}</head><body>${body}</body></html>` });
const hanging: ServerResponse[] = [];
let site: FixtureSite | null = null;

async function fixture(): Promise<FixtureSite> {
  site ??= await startSite(
    {
      '/': html('<h1>Fine</h1><p>A plain page.</p>'),
      // Headers and half a page, then nothing, for ever.
      '/never': (_req, res) => {
        hanging.push(res);
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html><head><title>Never</title></head><body><h1>Loading');
      },
      // The page arrives, but an image it needs never does: no load event.
      '/never-image': html('<h1>Waiting</h1><img src="/hang.png" alt="">'),
      '/hang.png': (_req, res) => {
        hanging.push(res);
        res.writeHead(200, { 'content-type': 'image/png' });
      },
      '/spin': html('<h1>Spin</h1><script>addEventListener("load", () => setTimeout(() => { for (;;) {} }, 10));</script>'),
      '/memory': html('<h1>Hungry</h1><script>const keep = []; (function grow() { for (let i = 0; i < 50; i++) keep.push(new Array(200000).fill(i)); setTimeout(grow, 0); })();</script>'),
      '/popups': html('<h1>Popups</h1><a id="a" href="/" target="_blank">x</a><script>for (let i = 0; i < 500; i++) { window.open("/?p=" + i, "_blank"); } for (let i = 0; i < 20; i++) document.getElementById("a").click(); alert("hi"); confirm("sure?");</script>'),
      '/js-redirect': (req, res) => {
        const n = Number(new URL(req.url!, 'http://x').searchParams.get('n') ?? '0');
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<!doctype html><title>Hop ${n}</title><script>location.href = '/js-redirect?n=${n + 1}';</script>`);
      },
      '/http-loop': { status: 302, headers: { location: '/http-loop' } },
      '/many-requests': html('<h1>Chatty</h1><script>for (let i = 0; i < 120; i++) fetch("/?r=" + i).catch(() => {});</script>'),
      '/huge-dom': html(`<h1>Huge</h1><script>const f = document.createDocumentFragment(); for (let i = 0; i < 30000; i++) { const d = document.createElement('div'); d.textContent = 'row ' + i; f.appendChild(d); } document.body.appendChild(f);</script>`),
    },
    PAGE_HOST,
  );
  return site;
}

async function render(path: string, limits: Partial<RenderLimits> = {}, r: Renderer = renderer) {
  const s = await fixture();
  return renderSnapshot(`${s.origin}${path}`, { renderer: r, allowHosts: ALLOW, wellKnown: false, limits });
}

test.after(async () => {
  for (const res of hanging) res.destroy();
  await site?.close();
});

test('a page that never finishes loading fails with render_timeout', { skip: NO_BROWSER }, async () => {
  await assert.rejects(render('/never', { loadTimeoutMs: 2_000 }), { code: 'render_timeout' });
  await assert.rejects(render('/never-image', { loadTimeoutMs: 2_000 }), { code: 'render_timeout' });
  // The browser is fine afterwards.
  assert.equal((await render('/')).log._pagegrade!.source, 'rendered');
});

test('a page that spins for ever after load fails with render_timeout, and its browser is replaced', { skip: NO_BROWSER }, async () => {
  const before = renderer.launches;
  await assert.rejects(render('/spin', { timeoutMs: 6_000 }), { code: 'render_timeout' });
  assert.equal((await render('/')).log._pagegrade!.source, 'rendered');
  assert.ok(renderer.launches >= before);
});

test('a page that allocates memory without end is stopped: render_memory_exceeded, and only that analysis fails', { skip: NO_BROWSER }, async () => {
  await assert.rejects(render('/memory', { timeoutMs: 60_000, loadTimeoutMs: 60_000 }), (err: { code?: string; message?: string }) => {
    assert.equal(err.code, 'render_memory_exceeded', err.message);
    return true;
  });
  assert.equal((await render('/')).log._pagegrade!.source, 'rendered');
});

test('500 popups open nothing; dialogs are dismissed; the page is still drawn', { skip: NO_BROWSER }, async () => {
  const snapshot = await render('/popups');
  const r = snapshot.log._pagegrade!.rendered!;
  assert.equal(r.blockedActions.dialogs, 2);
  // --block-new-web-contents refuses them before they exist; none was loaded.
  assert.ok(!snapshot.log.entries.some((e) => /\?p=\d+/.test(e.request.url)), 'a popup loaded its page');
  assert.match(snapshot.log.entries.find((e) => e._pagegrade?.role === 'document')!.response.content.text!, /<h1>Popups<\/h1>/);
});

test('an endless redirect chain, by script or by HTTP, fails with fetch_failed', { skip: NO_BROWSER }, async () => {
  await assert.rejects(render('/js-redirect?n=0', { maxNavigations: 5 }), (err: { code?: string; message?: string }) => {
    assert.equal(err.code, 'fetch_failed');
    assert.match(err.message!, /navigated more than 5 times/);
    return true;
  });
  await assert.rejects(render('/http-loop'), (err: { code?: string; message?: string }) => {
    assert.equal(err.code, 'fetch_failed');
    assert.match(err.message!, /redirect/i);
    return true;
  });
});

test('requests past the request limit and a DOM past its size are refused or cut, and said so', { skip: NO_BROWSER }, async () => {
  const chatty = await render('/many-requests', { maxRequests: 40 });
  const ext = chatty.log._pagegrade!;
  assert.ok(ext.limitsHit.includes('request-count'), ext.limitsHit.join());
  assert.ok(ext.rendered!.refused.some((r) => /more than 40 requests/.test(r.reason)));
  const huge = await render('/huge-dom', { maxDomElements: 1_000, maxStyledElements: 200 });
  const r = huge.log._pagegrade!.rendered!;
  assert.ok(r.dom.elements > 30_000);
  assert.equal(r.dom.truncated, true);
  assert.equal(r.elements.length, 200);
  assert.ok(huge.log._pagegrade!.limitsHit.includes('dom-size'));
  const doc = huge.log.entries.find((e) => e._pagegrade?.role === 'document')!;
  assert.ok((doc.response.content.text!.match(/<div>/g) ?? []).length < 1_000);
});

test('a browser that outgrows its memory ceiling is stopped: its analysis fails with render_memory_exceeded, the next one gets a fresh browser', { skip: NO_BROWSER }, async () => {
  // A ceiling every browser is over at once; the page never loads, so only the ceiling can end it.
  const small = new Renderer({ executablePath: CHROMIUM, maxBrowserMemoryMb: 20 });
  try {
    await assert.rejects(render('/never', { loadTimeoutMs: 120_000, timeoutMs: 120_000 }, small), { code: 'render_memory_exceeded' });
    const launched = small.launches;
    await assert.rejects(render('/never', { loadTimeoutMs: 120_000, timeoutMs: 120_000 }, small), { code: 'render_memory_exceeded' });
    assert.equal(small.launches, launched + 1);
  } finally {
    await small.close();
  }
  assert.deepEqual(strayProcesses(small), []);
});

/** Resident memory of this process and of the browser's processes, in MB. */
function memory(r: Renderer): { self: number; browser: number; processes: number } {
  const pids = r.processIds();
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0);
    } catch {
      // Exited meanwhile.
    }
  }
  return { self: process.memoryUsage().rss / 1024 / 1024, browser: kb / 1024, processes: pids.length };
}

test('50 rendered analyses in a row keep the browser processes and the memory flat, and leave no process behind', { skip: NO_BROWSER, timeout: 600_000 }, async () => {
  const samples: Array<ReturnType<typeof memory>> = [];
  for (let i = 0; i < 50; i++) {
    await render(`/?run=${i}`);
    if (i % 10 === 9) samples.push(memory(renderer));
  }
  const [first, ...rest] = samples;
  for (const s of rest) {
    // A browser is replaced every 20 pages: its processes never pile up, nor does its memory.
    assert.ok(s.processes <= first!.processes + 2, `browser processes grew: ${JSON.stringify(samples)}`);
    assert.ok(s.browser < first!.browser * 1.5 + 100, `browser memory grew: ${JSON.stringify(samples)}`);
    assert.ok(s.self < first!.self + 150, `this process's memory grew: ${JSON.stringify(samples)}`);
  }
  await renderer.close();
  assert.deepEqual(strayProcesses(renderer), [], 'Chromium processes were left running');
});
