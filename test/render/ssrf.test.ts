// Rendered mode is as safe as the fetcher: a hostile page on 127.0.0.2 (the one allowed address)
// asks the browser, every way a page can, for addresses that are private, loopback, link-local or
// hidden behind a public-looking name. Each request is refused and recorded, and no canary
// listener ever sees a connection.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderSnapshot, type PageSnapshot } from '@pagegrade/core';
import { ALLOW, NO_BROWSER, pageSite, fixtureResolver, rendererForFile, startCanary, strayProcesses } from './helpers.ts';

const renderer = rendererForFile();

test('every request of a hostile page to a private address is refused, recorded, and never arrives', { skip: NO_BROWSER }, async () => {
  const v4 = await startCanary('127.0.0.1');
  const v6 = await startCanary('::1');
  const named = 'intranet.example.com';
  const c4 = `127.0.0.1:${v4.port}`;
  const c6 = `[::1]:${v6.port}`;
  const script = `
    const tries = [
      fetch('http://${c4}/fetch'),
      fetch('http://169.254.169.254/latest/meta-data/'),
      fetch('http://${c6}/fetch6'),
      fetch('http://${named}:${v4.port}/named'),
      fetch('https://${named}:${v4.port}/named-tls'),
      fetch('http://localhost:${v4.port}/localhost'),
      fetch('/to-private'),
      new Promise((r) => { const x = new XMLHttpRequest(); x.open('GET', 'http://${c4}/xhr'); x.onloadend = r; x.send(); }),
      new Promise((r) => { const w = new WebSocket('ws://${c4}/ws'); w.onerror = w.onclose = r; }),
      new Promise((r) => { const w = new WebSocket('wss://${named}:${v4.port}/wss'); w.onerror = w.onclose = r; }),
      new Promise((r) => { const e = new EventSource('http://${c6}/events'); e.onerror = () => { e.close(); r(); }; }),
    ];
    navigator.sendBeacon('http://${c4}/beacon', 'x');
    Promise.allSettled(tries).then(() => { document.title = 'done'; });`;
  const site = await pageSite(
    {
      '/': {
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile</title>
          <link rel="preconnect" href="http://${c4}"><link rel="dns-prefetch" href="http://${named}">
          <link rel="stylesheet" href="http://${c4}/style.css"></head><body><h1>Hostile</h1>
          <img src="http://${c4}/img.png" alt=""><img src="http://169.254.169.254/pixel.gif" alt="">
          <iframe src="http://${c6}/frame"></iframe><iframe src="file:///etc/passwd"></iframe>
          <script>${script}</script></body></html>`,
      },
      '/to-private': { status: 302, headers: { location: `http://${c4}/redirected` } },
    }
  );
  const snapshot: PageSnapshot = await renderSnapshot(site.url, {
    renderer,
    allowHosts: ALLOW,
    resolver: fixtureResolver({ [named]: ['127.0.0.1'] }),
    wellKnown: false,
  });
  assert.equal(v4.hits, 0, 'the 127.0.0.1 canary was reached');
  assert.equal(v6.hits, 0, 'the ::1 canary was reached');
  const refused = snapshot.log._pagegrade!.rendered!.refused;
  const reasons = refused.map((r) => `${r.url} → ${r.reason}`).join('\n');
  for (const target of [`${c4}/fetch`, '169.254.169.254/latest/meta-data/', `${c6}/fetch6`, `${named}:${v4.port}/named`, `${named}:${v4.port}`, `localhost:${v4.port}/localhost`, `${c4}/redirected`, `${c4}/xhr`, `${c4}/img.png`, '169.254.169.254/pixel.gif', `${c6}/frame`, `${c4}/style.css`, `${c6}/events`, `${c4}/beacon`]) {
    assert.ok(refused.some((r) => r.url.includes(target)), `no refusal recorded for ${target}:\n${reasons}`);
  }
  for (const r of refused) assert.match(r.reason, /^blocked_host: /, r.url);
  // The refused requests are in the HAR as failed entries, and the page itself was drawn.
  const entries = snapshot.log.entries;
  const failed = entries.filter((e) => e._pagegrade?.error);
  assert.ok(failed.some((e) => e.request.url.endsWith('/img.png')), 'the refused image is not in the HAR');
  assert.ok(failed.some((e) => e.request.url.endsWith('/fetch')), 'the refused fetch is not in the HAR');
  const doc = entries.find((e) => e._pagegrade?.role === 'document')!;
  assert.match(doc.response.content.text!, /<title>done<\/title>/, 'the page did not finish its attempts before it was captured');
  assert.equal(strayProcesses(renderer).length > 0, true, 'the browser should still be running between analyses');
});

test('a page whose own address is private, or becomes private by a redirect, is refused before the browser draws it', { skip: NO_BROWSER }, async () => {
  const v4 = await startCanary('127.0.0.1');
  await assert.rejects(renderSnapshot(`http://127.0.0.1:${v4.port}/`, { renderer, allowHosts: ALLOW, wellKnown: false }), { code: 'blocked_host' });
  await assert.rejects(renderSnapshot(`http://intranet.example.com:${v4.port}/`, { renderer, allowHosts: ALLOW, resolver: fixtureResolver({ 'intranet.example.com': ['127.0.0.1'] }), wellKnown: false }), { code: 'blocked_host' });
  const site = await pageSite({ '/': { status: 301, headers: { location: `http://127.0.0.1:${v4.port}/` } } });
  await assert.rejects(renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false }), { code: 'blocked_host' });
  await assert.rejects(renderSnapshot('file:///etc/passwd', { renderer, allowHosts: ALLOW }), { code: 'invalid_url' });
  assert.equal(v4.hits, 0);
});
