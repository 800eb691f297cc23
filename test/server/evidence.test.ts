// A rendered analysis's evidence: what the engine keeps of the page as drawn (boxes of the elements
// findings name, the LCP element, the shifts, the lab figures), how it is stored with the
// screenshot on both stores, and what the report and the API show of it. A static analysis's
// report has none of it.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze, loadRules, withMode, EVIDENCE_ELEMENTS, SHEET_PIECES, SHEET_MAX_BYTES, type AnalysisSummary, type Rule, type RenderedEvidence } from '@pagegrade/core';
import { asRendered, fixtureSnapshot, paintedScreenshot } from '@pagegrade/core/testing';
import { decode } from 'jpeg-js';
import { CLS, FCP, LCP, TBT } from '@pagegrade/plugin-performance';
import { storeBackends, type TestStores } from '../helpers/backends.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { rawRequest } from '../helpers/http.ts';
import { barPosition } from '../../server/src/pages/evidence.ts';

const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] || '/usr/bin/chromium';
const NO_CHROMIUM = existsSync(CHROMIUM) ? false : `no browser at ${CHROMIUM} (apt-get install chromium, or set PAGEGRADE_CHROMIUM)`;

/** Not a picture, but JPEG's first bytes: the store and the routes hand back whatever bytes they were given. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('pagegrade test screenshot'), Buffer.from([0xff, 0xd9])]);

const BODY = 'html>body:nth-child(2)';
const MAIN = `${BODY}>main:nth-child(1)`;
/**
 * `count` images without alt text, 20 × 20 px each, in rows of 10 from the top of the page; the
 * last one far below the first screen, or with `below`, the last `below` of them in rows from y
 * 900. With `fullPage`, the full-page screenshot is white with each image below the screen painted
 * red.
 */
function gallery(count: number, { below = 1, fullPage = false }: { below?: number; fullPage?: boolean } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title></head><body><main><h1>Pictures</h1>${Array.from({ length: count }, (_, i) => `<img src="/i${i}.png" width="20" height="20">`).join('')}<p id="late">Moved.</p></main></body></html>`;
  const first = count - below;
  const box = (i: number) =>
    i < first
      ? { x: 10 + (i % 10) * 30, y: 100 + Math.floor(i / 10) * 30, width: 20, height: 20 }
      : below === 1
        ? { x: 0, y: 2000, width: 20, height: 20 }
        : { x: 10 + ((i - first) % 10) * 30, y: 900 + Math.floor((i - first) / 10) * 30, width: 20, height: 20 };
  const painted = Array.from({ length: below }, (_, j) => box(first + j)).map((b): [number, number, number, number, [number, number, number]] => [b.x, b.y, b.width, b.height, [220, 20, 20]]);
  const elements = [
    { index: 3, selector: BODY, tag: 'body', box: { x: 0, y: 0, width: 412, height: 2100 }, style: [] },
    { index: 4, selector: MAIN, tag: 'main', box: { x: 0, y: 0, width: 412, height: 2100 }, style: [] },
    { index: 5, selector: `${MAIN}>h1:nth-child(1)`, tag: 'h1', box: { x: 8, y: 20, width: 396, height: 40 }, style: [] },
    ...Array.from({ length: count }, (_, i) => ({ index: 6 + i, selector: `${MAIN}>img:nth-child(${i + 2})`, tag: 'img', box: box(i), style: [] })),
    { index: 6 + count, selector: `${MAIN}>p:nth-child(${count + 2})`, tag: 'p', box: { x: 8, y: 700, width: 396, height: 20 }, style: [] },
  ];
  return asRendered(fixtureSnapshot(html), {
    elements,
    screenshots: { viewport: { mimeType: 'image/jpeg', width: 412, height: 823, data: JPEG.toString('base64') }, fullPage: fullPage ? paintedScreenshot(412, 2100, [255, 255, 255], painted) : null },
    metrics: {
      firstContentfulPaint: 900,
      largestContentfulPaint: 3000,
      largestContentfulPaintElement: `${MAIN}>h1:nth-child(1)`,
      cumulativeLayoutShift: 0.3,
      layoutShifts: [
        { startTime: 500, value: 0.05, sources: [`${MAIN}>h1:nth-child(1)`] },
        { startTime: 800, value: 0.25, sources: [`${MAIN}>p:nth-child(${count + 2})`, 'html>body:nth-child(2)>div:nth-child(9)'] },
      ],
      totalBlockingTime: 120,
      speedIndex: 4000,
    },
  });
}

let rules: Rule[];
before(async () => {
  rules = await loadRules();
});

describe('the engine keeps the evidence of a rendered page', () => {
  test('boxes of the elements failing findings name, on the first screen only; the LCP element; the shifts largest first', () => {
    const a = analyze(gallery(3), rules, { id: 'evidence-a' });
    const e = a.evidence!;
    assert.ok(e, 'a rendered analysis has evidence');
    assert.deepEqual(e.screenshot, { width: 412, height: 823 });
    assert.deepEqual(e.metrics, { fcp: 900, lcp: 3000, cls: 0.3, tbt: 120, si: 4000 });
    // The bytes the load transferred: here the document alone, from the page's own site.
    assert.deepEqual(e.weight?.types.map((t) => [t.type, t.requests, t.thirdPartyBytes]), [['document', 1, 0]]);
    assert.equal(e.weight?.bytes, e.weight?.types[0]!.bytes);
    assert.deepEqual(e.lcp, { selector: `${MAIN}>h1:nth-child(1)`, box: { x: 8, y: 20, width: 396, height: 40 } });
    assert.deepEqual(e.shifts, [
      { value: 0.25, boxes: [{ x: 8, y: 700, width: 396, height: 20 }] },
      { value: 0.05, boxes: [{ x: 8, y: 20, width: 396, height: 40 }] },
    ]);
    // The image-alt findings name the images by the engine's selectors; the third is below the screen.
    const alt = a.checks.find((c) => c.id === 'accessibility/image-alt')!;
    assert.equal(alt.outcome, 'fail');
    const kept = new Map(e.elements.map((x) => [x.selector, x.box]));
    assert.deepEqual(kept.get(alt.findings[0]!.selector!), { x: 10, y: 100, width: 20, height: 20 });
    assert.deepEqual(kept.get(alt.findings[1]!.selector!), { x: 40, y: 100, width: 20, height: 20 });
    assert.equal(kept.has(alt.findings[2]!.selector!), false, 'an element below the first screen has no thumbnail');
    for (const x of e.elements) {
      assert.ok(a.checks.some((c) => c.findings.some((f) => f.selector === x.selector)), `${x.selector} is a finding's`);
      assert.ok(x.box.width * x.box.height < (412 * 823) / 2, `${x.selector}: no thumbnail of an element as large as half the screen`);
    }
    // Pure: the same snapshot gives the same evidence.
    assert.deepEqual(analyze(gallery(3), rules, { id: 'evidence-a' }).evidence, e);
  });

  test(`bounded: at most ${EVIDENCE_ELEMENTS} elements however many findings`, () => {
    const e = analyze(gallery(60), rules, { id: 'evidence-b' }).evidence!;
    assert.equal(e.elements.length, EVIDENCE_ELEMENTS);
    assert.ok(Buffer.byteLength(JSON.stringify(e)) < 4096, `${Buffer.byteLength(JSON.stringify(e))} bytes`);
  });

  test('asked for thumbnails, an element below the first screen gets its piece of a JPEG sheet cut from the full-page screenshot', () => {
    const a = analyze(gallery(3, { fullPage: true }), rules, { id: 'evidence-c', thumbnails: true });
    const e = a.evidence!;
    const alt = a.checks.find((c) => c.id === 'accessibility/image-alt')!;
    const lower = e.elements.find((x) => x.selector === alt.findings[2]!.selector)!;
    assert.ok(lower, 'the image below the first screen is kept');
    assert.deepEqual(lower.box, { x: 0, y: 2000, width: 20, height: 20 });
    // Cut with 12 px around it (none left of the page), at one pixel per CSS pixel.
    assert.deepEqual(lower.sheet, { from: { x: 0, y: 1988, width: 32, height: 44 }, to: { x: 0, y: 0, width: 32, height: 44 } });
    assert.deepEqual(e.sheet, { width: 32, height: 48 });
    assert.ok(e.elements.filter((x) => !x.sheet).every((x) => x.box.y < 823), 'the others are on the first screen');
    const img = decode(a.thumbnails!, { useTArray: true, formatAsRGBA: true });
    assert.deepEqual([img.width, img.height], [32, 48]);
    const px = Array.from(img.data.subarray((22 * 32 + 10) * 4, (22 * 32 + 10) * 4 + 3));
    assert.ok(px[0]! > 180 && px[1]! < 80 && px[2]! < 80, `the image's red: ${px}`);
    // Pure: the same snapshot gives the same evidence and the same bytes.
    const again = analyze(gallery(3, { fullPage: true }), rules, { id: 'evidence-c', thumbnails: true });
    assert.deepEqual(again.evidence, e);
    assert.deepEqual(again.thumbnails, a.thumbnails);
  });

  test('not asked, or without a full-page screenshot: the first screen only, and no sheet', () => {
    for (const a of [analyze(gallery(3, { fullPage: true }), rules, { id: 'evidence-d' }), analyze(gallery(3), rules, { id: 'evidence-d', thumbnails: true })]) {
      assert.equal(a.thumbnails, undefined);
      assert.equal(a.evidence!.sheet, undefined);
      assert.ok(a.evidence!.elements.every((x) => !x.sheet && x.box.y < 823));
    }
  });

  test(`bounded: at most ${SHEET_PIECES} pieces on a sheet, within ${SHEET_MAX_BYTES / 1024} KB`, () => {
    const a = analyze(gallery(40, { below: 30, fullPage: true }), rules, { id: 'evidence-e', thumbnails: true });
    const e = a.evidence!;
    assert.equal(e.elements.filter((x) => x.sheet).length, SHEET_PIECES);
    assert.equal(e.elements.filter((x) => !x.sheet && x.box.width === 20).length, 10, 'the ten images on the first screen are kept beside the pieces');
    assert.ok(e.elements.length <= EVIDENCE_ELEMENTS);
    assert.ok(a.thumbnails!.length <= SHEET_MAX_BYTES, `${a.thumbnails!.length} bytes`);
    assert.ok(Buffer.byteLength(JSON.stringify(e)) < 8192, `${Buffer.byteLength(JSON.stringify(e))} bytes of evidence`);
  });

  test('a static analysis has none', () => {
    assert.equal(analyze(fixtureSnapshot('<!doctype html><title>x</title><img src=a.png>'), rules, { id: 'static' }).evidence, undefined);
  });
});

for (const backend of storeBackends()) {
  describe(`evidence and screenshot stored (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    before(async () => {
      stores = await backend.open();
    });
    after(() => stores.destroy());

    test('a rendered analysis gets both back exactly; a static one has neither', async () => {
      const a = analyze(gallery(3), rules, { id: 'stored-rendered-000001' });
      const evidenceJson = JSON.stringify(a.evidence);
      const createdAt = new Date(Date.UTC(2026, 0, 2)).toISOString();
      const sheet = Buffer.concat([JPEG, Buffer.from('the sheet')]);
      await stores.analyses.save({ summary: withMode(a.summary, 'rendered'), checks: a.checks, createdAt, requestedUrl: a.summary.url, evidenceJson, screenshot: JPEG, thumbnails: sheet });
      assert.equal(await stores.analyses.evidence('stored-rendered-000001'), evidenceJson);
      assert.deepEqual(await stores.analyses.image('stored-rendered-000001', 'screenshot'), JPEG);
      assert.deepEqual(await stores.analyses.image('stored-rendered-000001', 'thumbnails'), sheet);
      const s = analyze(fixtureSnapshot('<!doctype html><title>x</title>'), rules, { id: 'stored-static-00000001' });
      await stores.analyses.save({ summary: withMode(s.summary, 'static'), checks: s.checks, createdAt, requestedUrl: s.summary.url });
      assert.equal(await stores.analyses.evidence('stored-static-00000001'), null);
      assert.equal(await stores.analyses.image('stored-static-00000001', 'screenshot'), null);
      assert.equal(await stores.analyses.image('stored-static-00000001', 'thumbnails'), null);
      assert.equal(await stores.analyses.image('no-such-analysis-000001', 'screenshot'), null);
    });
  });
}

describe('the report and the API show the evidence', () => {
  let srv: TestServer;
  let rendered: AnalysisSummary;
  let sheeted: AnalysisSummary;
  let sheetEvidence: RenderedEvidence;
  let sheet: Buffer;
  let plain: AnalysisSummary;
  before(async () => {
    srv = await startServer();
    const save = async (id: string, snapshot: ReturnType<typeof gallery>, mode: 'static' | 'rendered', drawn?: { evidence?: RenderedEvidence; thumbnails?: Uint8Array }) => {
      const a = analyze(snapshot, rules, { id });
      const summary = { ...withMode(a.summary, mode), reportUrl: `${srv.url}/report/${id}`, badgeUrl: `${srv.url}/badge/${id}.svg` };
      await srv.stores.analyses.save({
        summary,
        checks: a.checks,
        createdAt: new Date().toISOString(),
        requestedUrl: a.summary.url,
        ...(drawn?.evidence ? { evidenceJson: JSON.stringify(drawn.evidence), screenshot: JPEG } : {}),
        ...(drawn?.thumbnails ? { thumbnails: Buffer.from(drawn.thumbnails) } : {}),
      });
      return { summary, evidence: a.evidence };
    };
    const g = gallery(60);
    rendered = (await save('report-rendered-000001', g, 'rendered', analyze(g, rules, { id: 'x' }))).summary;
    const below = gallery(3, { fullPage: true });
    const cut = analyze(below, rules, { id: 'x', thumbnails: true });
    sheetEvidence = cut.evidence!;
    sheet = Buffer.from(cut.thumbnails!);
    sheeted = (await save('report-sheeted-0000001', below, 'rendered', cut)).summary;
    plain = (await save('report-static-00000001', fixtureSnapshot('<!doctype html><html lang="en"><title>x</title><img src=a.png></html>'), 'static')).summary;
  });
  after(async () => {
    await srv?.close();
  });

  test('the screenshot at the top with the LCP element and the shifts outlined, under the policy (SVG, no style attribute)', async () => {
    const res = await fetch(rendered.reportUrl!);
    assert.equal(res.status, 200);
    const html = await res.text();
    const section = html.slice(html.indexOf('<section class="evidence"'), html.indexOf('</section>', html.indexOf('<section class="evidence"')));
    assert.ok(section.length > 0, 'the evidence section is there');
    assert.ok(html.indexOf('id="as-drawn"') < html.indexOf('id="top-issues"'), 'before the top issues');
    const image = `href="/report/${rendered.id}/screenshot.jpg"`;
    assert.match(section, new RegExp(`<svg viewBox="0 0 412 823" width="412" height="823" role="img" aria-labelledby="as-drawn-title">`));
    assert.ok(section.includes(`<image ${image} x="0" y="0" width="412" height="823"`));
    assert.ok(section.includes('<rect class="hl-lcp" x="8" y="20" width="396" height="40">'), 'the LCP element');
    assert.ok(section.includes('<rect class="hl-shift" x="8" y="700" width="396" height="20"><title>Moved in a layout shift of 0.25</title>'), 'the element that moved');
    assert.doesNotMatch(html, /\sstyle="/, 'no style attribute');
    assert.doesNotMatch(html, /src="data:|href="data:/, 'no data: image');
    assert.match(res.headers.get('content-security-policy') ?? '', /img-src 'self'/);
  });

  test('the lab figures in their bands', async () => {
    const html = await (await fetch(rendered.reportUrl!)).text();
    const metric = (name: string) => html.match(new RegExp(`<li class="metric ([a-z]+)"><span class="metric-name">[^<]*\\(${name}\\)</span> <strong>([^<]+)</strong> <span class="rating">([^<]+)</span>`))?.slice(1);
    assert.deepEqual(metric('FCP'), ['good', '900 ms', 'good']);
    assert.deepEqual(metric('LCP'), ['improve', '3.00 s', 'needs improvement']);
    assert.deepEqual(metric('CLS'), ['poor', '0.3', 'poor']);
    assert.deepEqual(metric('TBT'), ['good', '120 ms', 'good']);
    assert.deepEqual(metric('SI'), ['improve', '4.00 s', 'needs improvement']);
    assert.match(html, /<table class="weight">\n<caption>Bytes transferred while loading, by kind<\/caption>[^]*<tr><th scope="row">document<\/th><td>\d+\.\d<\/td><td>1<\/td><td>0\.0<\/td><\/tr>[^]*<tfoot><tr><th scope="row">Total<\/th>/);
    // The marker sits in its band: a third of the bar each.
    assert.ok(barPosition(FCP, 900) < 1 / 3 && barPosition(LCP, 3000) > 1 / 3 && barPosition(LCP, 3000) < 2 / 3 && barPosition(CLS, 0.3) > 2 / 3);
    assert.equal(barPosition(TBT, 200), 1 / 3);
    assert.equal(barPosition(TBT, 100_000), 1);
  });

  test(`a thumbnail beside findings about elements on the first screen, at most ${EVIDENCE_ELEMENTS} in the report`, async () => {
    const html = await (await fetch(rendered.reportUrl!)).text();
    const thumbs = html.match(/<svg class="thumb" viewBox="[^"]+" width="\d+" height="\d+" role="img"[^>]*><image href="\/report\/report-rendered-000001\/screenshot\.jpg"/g) ?? [];
    assert.equal(thumbs.length, EVIDENCE_ELEMENTS);
    // The first image: its box (10, 100, 20 × 20) with 12 px around it, drawn at twice its size.
    assert.ok(html.includes('<svg class="thumb" viewBox="0 88 42 44" width="84" height="88"'), 'the first image, cut with its margin');
    const entry = html.slice(html.indexOf('id="check-accessibility/image-alt"'), html.indexOf('</details>', html.indexOf('id="check-accessibility/image-alt"')));
    assert.ok(entry.includes('<rect class="hl-element" x="10" y="100" width="20" height="20">'));
  });

  test('a thumbnail beside a finding about an element below the first screen: its piece of the sheet, outlined', async () => {
    const html = await (await fetch(sheeted.reportUrl!)).text();
    const piece = sheetEvidence.elements.find((e) => e.sheet)!;
    const { to } = piece.sheet!;
    // The piece (32 × 44 sheet pixels) under a view box, drawn at twice its size at most; the sheet's image at its size.
    const thumb = html.match(/<svg class="thumb" viewBox="0 0 32 44"[^>]*aria-label="The element as drawn below the first screen, outlined"><image href="\/report\/report-sheeted-0000001\/thumbnails\.jpg" x="0" y="0" width="32" height="48" preserveAspectRatio="none"\/><rect class="hl-element" x="(\d+)" y="(\d+)" width="20" height="20">/);
    assert.ok(thumb, 'a thumbnail of the sheet');
    assert.deepEqual([Number(thumb[1]), Number(thumb[2])], [piece.box.x - piece.sheet!.from.x + to.x, piece.box.y - piece.sheet!.from.y + to.y], 'the outline moved from the page onto the sheet');
    assert.match(html, /<svg class="thumb" viewBox="0 88 42 44"[^>]*><image href="\/report\/report-sheeted-0000001\/screenshot\.jpg"/, 'one on the first screen still cuts the screenshot');
  });

  test('GET /report/{id}/thumbnails.jpg: the sheet; an analysis without one 404 with the error body', async () => {
    const res = await fetch(`${srv.url}/report/${sheeted.id}/thumbnails.jpg`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/jpeg');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=86400');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), sheet);
    for (const [id, message] of [
      [rendered.id, /no thumbnails below the first screen/],
      [plain.id, /no thumbnails below the first screen/],
      ['no-such-analysis-000001', /No analysis with this id/],
    ] as const) {
      const miss = await fetch(`${srv.url}/report/${id}/thumbnails.jpg`, { headers: { accept: 'application/json' } });
      assert.equal(miss.status, 404, id);
      const body = (await miss.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'not_found');
      assert.match(body.error.message, message);
    }
  });

  test('GET /report/{id}/screenshot.jpg and GET /api/v1/analyses/{id}/screenshot: the JPEG; a static analysis 404 with the error body', async () => {
    for (const path of [`/report/${rendered.id}/screenshot.jpg`, `/api/v1/analyses/${rendered.id}/screenshot`]) {
      const res = await fetch(`${srv.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=86400');
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), JPEG);
      // fetch() adds Cache-Control: no-cache to a conditional request; a browser revalidating does not.
      const again = await rawRequest(`${srv.url}${path}`, 'GET', { 'if-none-match': res.headers.get('etag')! });
      assert.equal(again.status, 304, path);
    }
    for (const [id, message] of [
      [plain.id, /only rendered analyses keep one/],
      ['no-such-analysis-000001', /No analysis with this id/],
    ] as const) {
      const res = await fetch(`${srv.url}/api/v1/analyses/${id}/screenshot`);
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      const body = (await res.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'not_found');
      assert.match(body.error.message, message);
    }
  });

  test("a static analysis's report has no evidence", async () => {
    const html = await (await fetch(plain.reportUrl!)).text();
    assert.doesNotMatch(html, /as-drawn|class="thumb"|screenshot\.jpg|lab-metrics/);
  });
});

describe('a page rendered in Chromium, end to end', { skip: NO_CHROMIUM }, () => {
  let srv: TestServer;
  let site: FixtureSite;
  before(async () => {
    srv = await startServer();
    // A heading (the LCP), two images without alt text on the first screen, and a banner a script
    // inserts above them after the first paint, so they move.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    site = await startSite({
      '/': {
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Drawn</title></head>
<body><main><div id="slot"></div><h1>A page drawn by Chromium</h1><img src="/a.png" width="120" height="80"><img src="/a.png" width="120" height="80"><p>Text under the pictures.</p><div class="spacer"></div><img src="/a.png" width="100" height="60" id="low"></main>
<script>setTimeout(() => { const b = document.createElement('div'); b.textContent = 'A late banner'; b.className = 'banner'; document.getElementById('slot').append(b); }, 300);</script>
<style>.banner { height: 120px; background: #fde68a; } h1 { font-size: 40px; } .spacer { height: 1500px; }</style></body></html>`,
      },
      '/a.png': { headers: { 'content-type': 'image/png' }, body: png },
    });
  });
  after(async () => {
    await site?.close();
    await srv?.whenIdle();
    await srv?.close();
  });

  test('the report shows the screenshot, the lab figures and thumbnails; the API serves the JPEG', async () => {
    const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url, mode: 'rendered' }) });
    const drawn = (await res.json()) as AnalysisSummary;
    assert.equal(res.status, 200, JSON.stringify(drawn));
    const evidence = JSON.parse((await srv.stores.analyses.evidence(drawn.id))!) as RenderedEvidence;
    assert.deepEqual(evidence.screenshot, { width: 412, height: 823 });
    assert.ok(evidence.elements.length >= 2, 'the two images without alt text are on the first screen');
    const html = await (await fetch(drawn.reportUrl!)).text();
    assert.ok(html.includes(`<image href="/report/${drawn.id}/screenshot.jpg"`));
    assert.match(html, /<li class="metric (good|improve|poor)"><span class="metric-name">First contentful paint \(FCP\)/);
    assert.ok((html.match(/<svg class="thumb"/g) ?? []).length >= 3);
    // The image far below the first screen: its piece of the sheet, which the report loads.
    const low = evidence.elements.find((e) => e.sheet);
    assert.ok(low && low.box.y > 1500, JSON.stringify(evidence.elements));
    assert.ok(html.includes(`<image href="/report/${drawn.id}/thumbnails.jpg"`));
    const sheetRes = await fetch(`${srv.url}/report/${drawn.id}/thumbnails.jpg`);
    assert.equal(sheetRes.status, 200);
    const sheetImg = decode(Buffer.from(await sheetRes.arrayBuffer()), { useTArray: true });
    assert.deepEqual([sheetImg.width, sheetImg.height], [evidence.sheet!.width, evidence.sheet!.height]);
    const jpeg = await fetch(`${srv.url}/api/v1/analyses/${drawn.id}/screenshot`);
    assert.equal(jpeg.status, 200);
    assert.equal(jpeg.headers.get('content-type'), 'image/jpeg');
    const bytes = Buffer.from(await jpeg.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
    assert.ok(bytes.length <= 300_000);
  });
});
