// A person's path through the website in a real browser: Debian's Chromium driven by
// playwright-core (no browser download). .ci/run installs Chromium when it is missing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] ?? '/usr/bin/chromium';
const OUT = new URL('../../test-output/', import.meta.url).pathname;

let srv: TestServer;
let site: FixtureSite;
let browser: Browser;

before(async () => {
  assert.ok(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: apt-get install chromium (bash .ci/run does)`);
  srv = await startServer();
  site = await startSite({
    '/': { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Browser fixture bakery</title></head><body><main><h1>Bread</h1><img src="/a.png"></main></body></html>' },
  });
  // The machine has no network beyond loopback: keep Chromium from reaching for one.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
after(async () => {
  await browser?.close();
  await site?.close();
  await srv?.close();
});

test('submit the form, land on the report, see the scores and issues', async () => {
  const page = await browser.newPage();
  await page.goto(`${srv.url}/`);
  await page.getByLabel('Address of the page').fill(site.url);
  await Promise.all([page.waitForURL(/\/report\/[\w-]{22}$/, { timeout: 60_000 }), page.getByRole('button', { name: 'Analyze' }).click()]);
  assert.equal(await page.locator('h1').textContent(), 'Browser fixture bakery');
  const body = (await page.locator('main').textContent()) ?? '';
  assert.match(body, /Overall score \d+, grade [A-F][+-]?/);
  assert.equal(await page.locator('h2:has-text("Dimensions") + ul.cards > li').count(), 8);
  assert.ok((await page.locator('h2:has-text("Top issues") + ol li').count()) > 0);
  assert.match(body, /image/i, 'the missing alt text shows up among the issues');
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: `${OUT}report.png`, fullPage: false });
  await page.close();
});

test('a refused address comes back to the form with a message', async () => {
  const page = await browser.newPage();
  await page.goto(`${srv.url}/`);
  await page.getByLabel('Address of the page').fill('http://10.0.0.1/');
  await Promise.all([page.waitForURL(/error=blocked_host/), page.getByRole('button', { name: 'Analyze' }).click()]);
  assert.match((await page.getByRole('alert').textContent()) ?? '', /private or internal/);
  await page.close();
});
