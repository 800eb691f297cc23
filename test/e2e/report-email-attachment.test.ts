// The report attached to an e-mail, opened as a person opens an attachment: a file on disk in
// Debian's Chromium, with the network watched. It requests nothing (counted: 0), and axe-core
// finds no serious or critical violation in it, every check opened.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import type { AnalysisSummary } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { launchChromium, TEST_OUTPUT as OUT } from '../helpers/browser.ts';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let srv: TestServer;
let site: FixtureSite;
let mail: MailCatcher;
let browser: Browser;
let dir: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-attachment-'));
  mail = await startMailCatcher();
  srv = await startServer({ PAGEGRADE_SMTP_URL: mail.url });
  // Findings of every kind: images (with addresses of their own), links without names, a stylesheet, a script.
  site = await startSite({
    '/': {
      body: `<!doctype html><html><head><title>Attachment bakery</title><link rel="stylesheet" href="/s.css"><script src="/app.js"></script></head><body><p>Bread</p>${Array.from({ length: 30 }, (_, i) => `<a href="/p${i}"><img src="http://127.0.0.1:9/i${i}.png"></a>`).join('')}<iframe src="/frame"></iframe></body></html>`,
    },
    '/s.css': { body: 'p{color:#999;background:url(/bg.png)}', headers: { 'content-type': 'text/css' } },
    '/app.js': { body: 'document.write("x")', headers: { 'content-type': 'text/javascript' } },
  });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await srv?.close();
  await mail?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the attached report opens offline in Chromium with no network request and passes axe-core', async () => {
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(res.status, 200);
  const summary = (await res.json()) as AnalysisSummary;
  const sent = await fetch(`${srv.url}/report/${summary.id}/email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=reader%40example.com' });
  assert.equal(sent.status, 200);
  const attachment = mail.inbox.at(-1)!.attachments.find((a) => a.filename?.endsWith('.html'));
  assert.ok(attachment, 'an HTML attachment');
  const file = join(dir, attachment.filename!);
  writeFileSync(file, attachment.content);
  const fileUrl = pathToFileURL(file).href;

  // Offline, and every request counted: anything besides the file itself would be a fetch.
  const context = await browser.newContext({ offline: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url() !== fileUrl) requests.push(r.url());
  });
  await page.goto(fileUrl, { waitUntil: 'load' });
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
  await page.waitForTimeout(200);
  assert.deepEqual(requests, [], 'network requests made by the attachment');
  assert.equal(await page.locator('.first-screen .verdict .grade').textContent(), summary.grade);
  assert.equal(await page.locator('.fix-first .plan > li:first-child a').getAttribute('href'), `#check-${summary.topIssues[0]!.check}`);
  // Styled by the inlined stylesheet: the first screen is laid out, not raw HTML.
  // Source text: it runs in the page, and this project's types have no DOM.
  assert.equal(await page.evaluate(`getComputedStyle(document.querySelector('.first-screen')).display`), 'grid');
  await page.screenshot({ path: `${OUT}email-attachment.png` });

  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(o: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const r = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, where: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ') }));
  });
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(grave, [], 'axe-core: serious and critical violations');
  assert.deepEqual(requests, [], 'still no request after axe-core ran');
  await context.close();
});
