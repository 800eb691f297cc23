// A rendered snapshot records the page as Chromium drew it — a page whose content is built by a
// real framework (preact, served from node_modules) is snapshotted with that content — and the
// engine reads it offline, giving byte-identical results however often it is re-run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { analyze, dom, loadRules, resolveSnapshot, renderSnapshot, Renderer, buildPage, RENDER_PROFILE, RENDERED_STYLE_PROPERTIES, type PageSnapshot } from '@pagegrade/core';
import { ALLOW, NO_BROWSER, pageSite, rendererForFile } from './helpers.ts';

const renderer = rendererForFile();
const require = createRequire(import.meta.url);
const PREACT = readFileSync(join(require.resolve('preact/package.json'), '..', 'dist', 'preact.mjs'), 'utf8');
const bin = new URL('../../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;

/** A shop whose whole body is drawn by preact after load; the served HTML is an empty shell. */
const APP = `
import { h, render } from '/preact.mjs';
const items = ['Rye', 'Spelt', 'Sourdough'];
function App() {
  return h('main', null,
    h('h1', null, 'Bakery built by script'),
    h('p', { style: 'color:#767676;background:#fff' }, 'Fresh bread every morning.'),
    h('h2', null, 'Breads'),
    h('ul', null, items.map((i) => h('li', { key: i }, h('a', { href: '/bread/' + i.toLowerCase() }, i)))));
}
render(h(App), document.getElementById('root'));
fetch('/api/stock').then((r) => r.json()).then((j) => { document.querySelector('h2').textContent = 'Breads (' + j.count + ')'; });
console.error('a console error from the page');
document.cookie = 'seen=1; path=/';
`;

async function bakery() {
  return pageSite(
    {
      '/': {
        headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=abc; Path=/; HttpOnly' },
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bakery</title><link rel="stylesheet" href="/site.css"></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>',
      },
      '/site.css': { headers: { 'content-type': 'text/css' }, body: 'h1 { font-size: 40px; color: rgb(20, 30, 40); } body { margin: 0; }' },
      '/preact.mjs': { headers: { 'content-type': 'text/javascript' }, body: PREACT },
      '/app.js': { headers: { 'content-type': 'text/javascript' }, body: APP },
      '/api/stock': { headers: { 'content-type': 'application/json' }, body: '{"count":3}' },
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' },
    }
  );
}

test('a page built by a script is snapshotted as drawn: DOM, styles, boxes, requests, cookies, console, screenshots, metrics', { skip: NO_BROWSER }, async () => {
  const site = await bakery();
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW });
  await site.close();
  const ext = snapshot.log._pagegrade!;
  assert.equal(ext.source, 'rendered');
  const r = ext.rendered!;
  // The document entry holds the DOM after load; the served shell is kept beside it.
  const doc = snapshot.log.entries.find((e) => e._pagegrade?.role === 'document')!;
  assert.match(doc.response.content.text!, /<h1>Bakery built by script<\/h1>/);
  assert.match(doc.response.content.text!, /<a href="\/bread\/spelt">Spelt<\/a>/);
  assert.match(doc.response.content.text!, /Breads \(3\)/, 'the script-fetched figure was not drawn before the capture');
  assert.doesNotMatch(r.servedHtml, /<h1>/);
  assert.match(r.servedHtml, /<div id="root"><\/div>/);
  // The engine's page model reads the drawn headings and links.
  const page = buildPage(snapshot);
  assert.equal(page.source, 'rendered');
  assert.deepEqual((page.index.byTag.get('h1') ?? []).map((e) => dom.textContent(e)), ['Bakery built by script']);
  assert.equal((page.index.byTag.get('a') ?? []).length, 3);
  // Every request the page made, script-initiated ones included.
  const urls = snapshot.log.entries.map((e) => new URL(e.request.url).pathname);
  for (const p of ['/', '/site.css', '/app.js', '/preact.mjs', '/api/stock']) assert.ok(urls.includes(p), `${p} is not in the HAR: ${urls.join(' ')}`);
  const stock = snapshot.log.entries.find((e) => e.request.url.endsWith('/api/stock'))!;
  assert.equal(stock.response.status, 200);
  assert.equal(stock.response.content.text, '{"count":3}');
  // Headers as received, Set-Cookie included (the cookie checks read it from the document's response).
  assert.ok(doc.response.headers.some((h) => h.name.toLowerCase() === 'set-cookie' && /^session=abc/.test(h.value)), JSON.stringify(doc.response.headers));
  // The site's own files come from the static fetcher, as in a static analysis.
  assert.equal(snapshot.log.entries.find((e) => e._pagegrade?.role === 'robots')?.response.status, 200);
  // Computed styles and boxes, by a selector that finds the element in the serialised DOM.
  assert.deepEqual(r.styleProperties, [...RENDERED_STYLE_PROPERTIES]);
  const h1 = r.elements.find((e) => e.tag === 'h1')!;
  assert.equal(h1.style[r.styleProperties.indexOf('color')], 'rgb(20, 30, 40)');
  assert.equal(h1.style[r.styleProperties.indexOf('font-size')], '40px');
  assert.ok(h1.box && h1.box.width > 0 && h1.box.width <= RENDER_PROFILE.viewport.width, JSON.stringify(h1.box));
  assert.equal(h1.selector, 'html>body:nth-child(2)>div:nth-child(1)>main:nth-child(1)>h1:nth-child(1)');
  const p = r.elements.find((e) => e.tag === 'p')!;
  assert.equal(p.style[r.styleProperties.indexOf('color')], 'rgb(118, 118, 118)');
  // Cookies (values left out), console errors, screenshots within their bounds, the profile.
  assert.deepEqual(r.cookies.map((c) => [c.name, c.httpOnly]).sort(), [['seen', false], ['session', true]]);
  assert.ok(r.console.some((c) => c.type === 'error' && /a console error from the page/.test(c.text)), JSON.stringify(r.console));
  const shot = r.screenshots.viewport!;
  assert.equal(shot.mimeType, 'image/jpeg');
  assert.equal(Buffer.from(shot.data, 'base64').subarray(0, 3).toString('hex'), 'ffd8ff');
  assert.ok(Buffer.from(shot.data, 'base64').length <= 300 * 1024);
  assert.deepEqual([shot.width, shot.height], [412, 823]);
  assert.deepEqual(r.profile, RENDER_PROFILE);
  assert.match(r.browser, /^Chromium\/\d+/);
  // Lab figures from the page itself.
  assert.ok(r.metrics.firstContentfulPaint !== null && r.metrics.firstContentfulPaint > 0, JSON.stringify(r.metrics));
  assert.ok(r.metrics.largestContentfulPaint !== null, JSON.stringify(r.metrics));
  assert.ok(r.metrics.load !== null && r.metrics.load > 0);
  assert.deepEqual(r.refused, []);
});

test('a rendered snapshot saved as JSON is analyzed offline with byte-identical results, by the API and the command line', { skip: NO_BROWSER }, async () => {
  const site = await bakery();
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW });
  await site.close();
  const rules = await loadRules();
  const saved: PageSnapshot = JSON.parse(JSON.stringify(snapshot));
  const first = JSON.stringify(analyze(saved, rules));
  const again = JSON.stringify(analyze(JSON.parse(JSON.stringify(snapshot)), rules));
  assert.equal(again, first);
  const analysis = JSON.parse(first) as { summary: { url: string; title: string }; checks: Array<{ id: string; outcome: string }> };
  assert.equal(analysis.summary.url, site.url);
  // Graded on what the browser drew: the drawn title and headings, not the empty shell.
  assert.equal(analysis.summary.title, 'Bakery');
  assert.equal(resolveSnapshot(saved).source, 'rendered');

  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-rendered-'));
  try {
    const file = join(dir, 'snapshot.json');
    writeFileSync(file, JSON.stringify(snapshot));
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [bin, 'analyze', file, '--json'], { timeout: 120_000 });
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 || code === 1 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const a = await run();
    const b = await run();
    assert.equal(a, b);
    assert.equal((JSON.parse(a) as { summary: { url: string } }).summary.url, site.url);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without a browser, rendering fails with rendering_unavailable and nothing else changes', async () => {
  const missing = new Renderer({ executablePath: '/nonexistent/chromium' });
  assert.equal(missing.available(), false);
  await assert.rejects(renderSnapshot('https://example.com/', { renderer: missing }), (err: { code?: string; status?: number; message?: string }) => {
    assert.equal(err.code, 'rendering_unavailable');
    assert.equal(err.status, 503);
    assert.match(err.message!, /\/nonexistent\/chromium/);
    return true;
  });
  await missing.close();
});

test('analyses share one browser, each in a fresh context: nothing one page stored is seen by the next', { skip: NO_BROWSER }, async () => {
  const cookiesSeen: Array<string | undefined> = [];
  const site = await pageSite({
    '/': (req, res) => {
      cookiesSeen.push(req.headers.cookie);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'visit=1; Path=/; Max-Age=3600' });
      res.end('<!doctype html><html lang="en"><head><title>Visit</title></head><body><h1>Visit</h1><script>localStorage.setItem("k", "v"); document.title = "stored " + (sessionStorage.length + localStorage.length);</script></body></html>');
    },
  });
  const launches = renderer.launches;
  const snapshots = await Promise.all([1, 2, 3].map(() => renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false })));
  const again = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false });
  assert.deepEqual(cookiesSeen, [undefined, undefined, undefined, undefined]);
  for (const s of [...snapshots, again]) assert.match(s.log.entries.find((e) => e._pagegrade?.role === 'document')!.response.content.text!, /<title>stored 1<\/title>/);
  assert.ok(renderer.launches <= Math.max(1, launches), `a browser was started per analysis (${renderer.launches})`);
});

test("a page that replaces the built-ins our in-page code would call cannot change what is recorded", { skip: NO_BROWSER }, async () => {
  const site = await pageSite({
    '/': {
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tamper</title></head><body><h1 style="color: rgb(1, 2, 3)">Real heading</h1><script>
        Array.prototype.map = function () { return Array(1e6).fill('x'); };
        window.getComputedStyle = () => ({ getPropertyValue: () => 'forged' });
        Element.prototype.getBoundingClientRect = () => ({ x: -1, y: -1, width: 1e9, height: 1e9 });
        Object.defineProperty(window, '__pagegradeVitals', { value: { fcp: -5, lcp: -5, lcpElement: null, shifts: [], longTasks: [] } });
        JSON.stringify = () => '"forged"';
      </script></body></html>`,
    },
  });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false });
  const r = snapshot.log._pagegrade!.rendered!;
  const h1 = r.elements.find((e) => e.tag === 'h1')!;
  assert.equal(h1.style[r.styleProperties.indexOf('color')], 'rgb(1, 2, 3)');
  assert.ok(h1.box!.width > 0 && h1.box!.width < 1e9);
  assert.ok(r.metrics.firstContentfulPaint === null || r.metrics.firstContentfulPaint > 0, JSON.stringify(r.metrics));
  assert.ok(r.elements.every((e) => e.style.length === r.styleProperties.length));
});
