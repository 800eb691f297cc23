// A person's path through the website in a real browser: Debian's Chromium driven by
// playwright-core (no browser download). .ci/run installs Chromium when it is missing. Every page
// a person reaches is checked with axe-core and at a phone's width; screenshots land in
// test-output/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { PATIENT_FETCH, heldPage } from '../helpers/progress.ts';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.ts';

const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] ?? '/usr/bin/chromium';
const OUT = new URL('../../test-output/', import.meta.url).pathname;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** An iPhone's CSS width. */
const PHONE = { width: 390, height: 844 };
const IMAGES = 230;

let srv: TestServer;
let site: FixtureSite;
let browser: Browser;
let mail: MailCatcher;
/** The report of the page with many findings, made once through the API. */
let busyReport: string;
/** The fixture page whose analysis stays under way until the test lets it answer. */
const held = heldPage('Held fixture bakery');

before(async () => {
  assert.ok(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: apt-get install chromium (bash .ci/run does)`);
  mkdirSync(OUT, { recursive: true });
  mail = await startMailCatcher();
  srv = await startServer({
    PAGEGRADE_SMTP_URL: mail.url,
    ...PATIENT_FETCH,
  });
  const long = 'x'.repeat(180);
  site = await startSite({
    '/': { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Browser fixture bakery</title></head><body><main><h1>Bread</h1><img src="/a.png"></main></body></html>' },
    // Answers when the test lets it: the progress page is seen while its page is being fetched.
    '/held': held.handler,
    // Many findings: images without alt text, links without names, a long address.
    [`/gallery-${long}`]: {
      body: `<!doctype html><html><head><title>Gallery</title><style>p{color:#999;background:#fff}</style></head><body><p>Pictures</p>${Array.from({ length: IMAGES }, (_, i) => `<a href="/p${i}"><img src="/i${i}.png"></a>`).join('\n')}</body></html>`,
    },
  });
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${site.url}gallery-${long}?from=${long}` }) });
  assert.equal(res.status, 200);
  busyReport = new URL(((await res.json()) as { reportUrl: string }).reportUrl).pathname;
  // The machine has no network beyond loopback: keep Chromium from reaching for one.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
after(async () => {
  held.release();
  await browser?.close();
  await site?.close();
  await srv?.close();
  await mail?.close();
});

/** A page in a context that may inject axe-core (the site's own policy allows no script). */
async function open(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ bypassCSP: true, ...(viewport ? { viewport } : {}) });
  return { context, page: await context.newPage() };
}

/** axe-core's violations on the page as it is (WCAG 2.x A and AA, and best practices). */
async function assertAxeClean(page: Page, what: string): Promise<void> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(o: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const r = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  assert.deepEqual(violations, [], `axe-core on ${what}`);
}

async function openAllDetails(page: Page): Promise<void> {
  // Source text: it runs in the page, and this project's types have no DOM.
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
}

/** Nothing wider than the viewport: the page never scrolls sideways. */
async function assertNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const r = await page.evaluate<{ scroll: number; w: number; wide: string[] }>(`(() => {
    const w = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > w + 1 && !e.closest('.table-scroll'))
      .slice(0, 3)
      .map((e) => e.tagName.toLowerCase() + '.' + e.className);
    return { scroll: document.documentElement.scrollWidth, w, wide };
  })()`);
  assert.ok(r.scroll <= r.w && r.wide.length === 0, `${what} scrolls sideways at ${r.w} px: ${r.scroll} px wide (${r.wide.join(', ')})`);
}

test('submit the form, land on the report, see the scores and issues', async () => {
  const { context, page } = await open();
  await page.goto(`${srv.url}/`);
  await page.getByLabel('Address of the page').fill(site.url);
  await Promise.all([page.waitForURL(/\/report\/[\w-]{22}$/, { timeout: 60_000 }), page.getByRole('button', { name: 'Analyze' }).click()]);
  assert.equal(await page.locator('h1').textContent(), 'Browser fixture bakery');
  const body = (await page.locator('main').textContent()) ?? '';
  assert.match(body, /Overall \d+ [A-F][+-]?\n/);
  assert.equal(await page.locator('h2#dimensions + ul.cards > li').count(), 8);
  assert.ok((await page.locator('ol.issues > li').count()) > 0);
  const top = await page.locator('h2#top-issues').boundingBox();
  const cards = await page.locator('h2#dimensions').boundingBox();
  assert.ok(top!.y < cards!.y, 'top issues come before the dimension cards');
  assert.match(body, /image/i, 'the missing alt text shows up among the issues');
  await page.screenshot({ path: `${OUT}report.png`, fullPage: false });
  await assertAxeClean(page, 'the report');
  await context.close();
});

test("the form's error states: a refused address, an empty field, a host name without a scheme", async () => {
  const { context, page } = await open();
  await page.goto(`${srv.url}/`);
  const field = page.getByLabel('Address of the page');
  const submit = () => Promise.all([page.waitForURL(`${srv.url}/analyze`), page.getByRole('button', { name: 'Analyze' }).click()]);

  await field.fill('http://10.0.0.1/');
  await submit();
  assert.match((await page.getByRole('alert').textContent()) ?? '', /private or internal/);
  assert.match(await page.title(), /^Error: /);
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await field.getAttribute('aria-describedby'), 'url-error url-hint');
  assert.equal(await field.inputValue(), 'http://10.0.0.1/', 'the address stays, to try again');
  assert.equal(await page.evaluate<string | undefined>('document.activeElement?.id'), 'url', 'the focus is on the field');
  await page.screenshot({ path: `${OUT}form-error.png` });
  await assertAxeClean(page, 'the form with an error');

  await field.fill('');
  await submit();
  assert.match((await page.getByRole('alert').textContent()) ?? '', /Please enter the address of a page, such as example\.com/);

  // A bare host name means its https:// page; the fixture only speaks HTTP, so the reason is the
  // TLS failure, met by the analysis's job: its progress page turns into the form with the reason.
  const typed = `localhost:${new URL(site.url).port}/`;
  await field.fill(typed);
  await Promise.all([page.waitForURL(/\/progress\/[\w-]{22}/), page.getByRole('button', { name: 'Analyze' }).click()]);
  await page.getByRole('alert').waitFor({ timeout: 60_000 });
  assert.match((await page.getByRole('alert').textContent()) ?? '', new RegExp(`secure \\(https\\) connection to localhost:${new URL(site.url).port}\\. If the site only serves plain http`));
  assert.equal(await page.evaluate<string | undefined>('document.activeElement?.id'), 'url', 'the field with the error has the focus');
  assert.equal(await field.inputValue(), `https://${typed}`, 'the address stays, to try again');
  await context.close();
});

test('a report with many findings: every finding reachable, disclosures open and close with the keyboard', async () => {
  const { context, page } = await open();
  await page.goto(`${srv.url}${busyReport}`);
  const alt = page.locator('details[id="check-accessibility/image-alt"]');
  assert.equal(await alt.evaluate((d) => (d as unknown as { open: boolean }).open), false, 'closed at first: the page stays short');
  const summary = alt.locator('> summary');
  assert.match((await summary.textContent()) ?? '', new RegExp(`${IMAGES} findings, fixing it: \\+\\d+ overall`));
  await summary.focus();
  await page.keyboard.press('Enter');
  assert.equal(await alt.evaluate((d) => (d as unknown as { open: boolean }).open), true, 'Enter opens it');
  const findings = alt.locator('ol.findings > li');
  assert.equal(await findings.count(), 200);
  assert.ok(await findings.nth(199).isVisible(), 'the last kept finding is on the page');
  assert.match((await alt.textContent()) ?? '', /30 more findings were counted on the page but not kept/);
  await page.keyboard.press('Space');
  assert.equal(await alt.evaluate((d) => (d as unknown as { open: boolean }).open), false, 'Space closes it');
  // Tab reaches the disclosures in order.
  await summary.focus();
  await page.keyboard.press('Tab');
  const next = await page.evaluate<string | undefined>(`document.activeElement?.closest('details')?.id ?? document.activeElement?.tagName`);
  assert.ok(next && next !== 'check-accessibility/image-alt', `focus moved on to ${next}`);
  await page.screenshot({ path: `${OUT}report-many-findings.png`, fullPage: false });
  await openAllDetails(page);
  await assertAxeClean(page, 'the report with every disclosure open');
  await context.close();
});

test('at 390 px wide nothing scrolls sideways, on every page', async () => {
  const { context, page } = await open(PHONE);
  const pages = ['/', busyReport, '/leaderboard', '/docs/checks', '/docs/scoring', '/docs/api', '/docs/errors', '/privacy', '/no/such/page'];
  for (const path of pages) {
    await page.goto(`${srv.url}${path}`);
    await openAllDetails(page);
    await assertNoSidewaysScroll(page, path);
  }
  await page.goto(`${srv.url}${busyReport}`);
  await page.screenshot({ path: `${OUT}report-390.png`, fullPage: false });
  await page.goto(`${srv.url}/leaderboard`);
  await page.screenshot({ path: `${OUT}leaderboard-390.png`, fullPage: false });
  await context.close();
});

test('axe-core finds nothing on the documents, the leaderboard, the privacy page and the home page', async () => {
  const { context, page } = await open();
  for (const path of ['/', '/leaderboard', '/docs/scoring', '/docs/api', '/docs/errors', '/privacy']) {
    await page.goto(`${srv.url}${path}`);
    await assertAxeClean(page, path);
  }
  await context.close();
});

test('an unknown page or report is the HTML 404 page with a way back', async () => {
  const { context, page } = await open();
  for (const path of ['/no/such/page', '/report/nosuchreport000000000']) {
    const res = await page.goto(`${srv.url}${path}`);
    assert.equal(res!.status(), 404);
    assert.equal(await page.locator('h1').textContent(), 'Page not found');
    await assertAxeClean(page, `the 404 page at ${path}`);
  }
  await page.screenshot({ path: `${OUT}not-found.png` });
  await Promise.all([page.waitForURL(`${srv.url}/`), page.getByRole('link', { name: 'Analyze a page' }).last().click()]);
  assert.equal(await page.locator('h1').textContent(), 'Grade a web page');
  await context.close();
});

test('ask for the report by e-mail: it is sent, and the e-mail renders', async () => {
  const { context, page } = await open();
  await page.goto(`${srv.url}${busyReport}`);
  const before = mail.inbox.length;
  await page.getByLabel('Your e-mail address').fill('not an address');
  await Promise.all([page.waitForURL(/\/email$/), page.getByRole('button', { name: 'Send the report' }).click()]);
  assert.match((await page.getByRole('alert').textContent()) ?? '', /not an e-mail address/);
  assert.equal(await page.getByLabel('Your e-mail address').getAttribute('aria-invalid'), 'true');
  await assertAxeClean(page, 'the e-mail form with an error');

  await page.getByLabel('Your e-mail address').fill('reader@example.com');
  await Promise.all([page.waitForURL(/\/email$/), page.getByRole('button', { name: 'Send the report' }).click()]);
  assert.equal(await page.locator('h1').textContent(), 'Report sent');
  await assertAxeClean(page, 'the e-mail confirmation');
  assert.equal(mail.inbox.length, before + 1);
  const sent = mail.inbox.at(-1)!;
  assert.match(sent.subject ?? '', /^pagegrade report: Gallery scores \d+ \([A-F][+-]?\)$/);

  // The HTML part as a mail client shows it: no stylesheet or script of ours around it.
  const viewer = await browser.newPage({ viewport: PHONE });
  await viewer.setContent(sent.html as string);
  await assertNoSidewaysScroll(viewer, 'the e-mail at 390 px');
  assert.ok(await viewer.getByRole('link', { name: 'Open the full report' }).isVisible());
  await viewer.screenshot({ path: `${OUT}email.png`, fullPage: true });
  await viewer.close();
  await context.close();
});

test('with JavaScript turned off, the form leads to a progress page that follows the analysis and reaches the report by itself', async () => {
  held.hold();
  // The site's own policy, no script: nothing here is injected.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    seen.push(`${r.status()} ${u.pathname}${u.search}`);
  });
  await page.goto(`${srv.url}/`);
  await page.getByLabel('Address of the page').fill(`${site.url}held`);
  await Promise.all([page.waitForURL(/\/progress\/[\w-]{22}/), page.getByRole('button', { name: 'Analyze' }).click()]);
  const progress = new URL(page.url()).pathname;
  assert.ok(seen.includes(`200 ${progress}`), `the progress page was shown: ${seen.join(', ')}`);

  // The page asks for what comes next as soon as it has loaded (the browser shows it meanwhile), so
  // it is read in a context that may inject axe-core and whose next request is cancelled.
  const probe = await open(PHONE);
  await probe.page.route(/[?&]after=/, (r) => r.abort('aborted'));
  await probe.page.goto(`${srv.url}${progress}`);
  assert.match((await probe.page.locator('h1').textContent()) ?? '', /^Analysing 127\.0\.0\.1:\d+$/);
  assert.equal(await probe.page.locator('[aria-current="step"]').count(), 1);
  assert.match((await probe.page.getByRole('status').textContent()) ?? '', /^Step [12] of 4: /);
  await probe.page.screenshot({ path: `${OUT}progress-390.png` });
  await assertNoSidewaysScroll(probe.page, 'the progress page');
  await assertAxeClean(probe.page, 'the progress page');
  await probe.context.close();

  held.release();
  await page.waitForURL(/\/report\/[\w-]{22}$/, { timeout: 60_000 });
  assert.equal(await page.locator('h1').textContent(), 'Held fixture bakery');
  assert.ok(seen.some((s) => s.startsWith(`303 ${progress}`)), `the progress page answered with the report: ${seen.join(', ')}`);
  await context.close();
});

test('a top issue opens its check, highlights it and puts the keyboard focus on it, under the site\'s own policy', async () => {
  // No bypass: the report's script runs only if the policy allows its hash.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  await page.goto(`${srv.url}${busyReport}`);
  const link = page.locator('ol.issues a[href^="#check-"]').first();
  const id = ((await link.getAttribute('href')) ?? '').slice(1);
  assert.ok(id.startsWith('check-'), id);
  const check = page.locator(`details[id="${id}"]`);
  assert.equal(await check.evaluate((d) => (d as unknown as { open: boolean }).open), false, 'closed before');
  await link.focus();
  await page.keyboard.press('Enter');
  // A selector wait, not waitForFunction: a string predicate that has to be polled is evaluated
  // with eval in the page, which the report's policy refuses (the test failed whenever the check
  // was not open at the first look).
  await page.locator(`details[id="${id}"][open]`).waitFor();
  assert.equal(await page.evaluate<string | undefined>(`document.activeElement?.closest('details')?.id`), id, 'the focus is on the check');
  assert.equal(await page.evaluate<string | undefined>('document.activeElement?.tagName'), 'SUMMARY');
  assert.equal(await page.evaluate<string>(`getComputedStyle(document.getElementById(${JSON.stringify(id)})).outlineStyle`), 'solid', 'highlighted');
  // The check is in view.
  const box = await check.locator('> summary').boundingBox();
  const viewport = page.viewportSize()!;
  assert.ok(box && box.y >= 0 && box.y < viewport.height, `in view: ${JSON.stringify(box)}`);
  // Opened by its address too, as from another page.
  const second = await context.newPage();
  await second.bringToFront();
  await second.goto(`${srv.url}${busyReport}#${id}`);
  await second.locator(`details[id="${id}"][open]`).waitFor();
  assert.equal(await second.evaluate<string | undefined>(`document.activeElement?.closest('details')?.id`), id);
  assert.deepEqual(refused, [], 'the policy refused nothing');
  await context.close();
});

test('filters of the report are plain links that work without script', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${srv.url}${busyReport}`);
  const nav = page.getByRole('navigation', { name: 'Filter the checks' });
  await nav.getByRole('link', { name: /^Accessibility \(\d+\)$/ }).click();
  await page.waitForURL(/\?dimension=accessibility#checks$/);
  await nav.getByRole('link', { name: /^Failed \(\d+\)$/ }).click();
  await page.waitForURL(/\?dimension=accessibility&outcome=fail#checks$/);
  assert.equal(await page.locator('section.dimension').count(), 1);
  assert.equal(await page.locator('section.dimension details.check:not(.fail)').count(), 0);
  assert.match((await nav.getByRole('status').textContent()) ?? '', /^Showing \d+ checks?: failed in Accessibility\./);
  await context.close();
});
