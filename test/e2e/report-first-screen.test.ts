// A report's first screen in Debian's Chromium (playwright-core, no browser download), under the
// site's own Content-Security-Policy: at a phone's 390×844 and a laptop's 1280×800 the grade, the
// dimension bars and the first fix of the plan are visible without scrolling. Screenshots of both
// land in test-output/ (linked from the README).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { AnalysisSummary } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { launchChromium, TEST_OUTPUT as OUT } from '../helpers/browser.ts';
import { REPORT_SCRIPT_SOURCE } from '../../server/src/pages/report-nav.ts';

const SCREENS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

let srv: TestServer;
let site: FixtureSite;
let browser: Browser;
let summary: AnalysisSummary;

before(async () => {
  srv = await startServer();
  // A page two caps hold (noindex, no responsive viewport), with a long title that wraps on a phone.
  site = await startSite({
    '/': {
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Springfield Sourdough Bakery — fresh bread, rye and pastries every morning on Main Street</title></head><body><main><h1>Bread</h1>${Array.from({ length: 8 }, (_, i) => `<img src="/i${i}.png"><a href="/p${i}"></a>`).join('')}<p>Orders by phone.</p></main></body></html>`,
    },
  });
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(res.status, 200);
  summary = (await res.json()) as AnalysisSummary;
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await srv?.close();
});

for (const screen of SCREENS) {
  test(`at ${screen.width}×${screen.height} the grade, the dimension bars and the first fix are on the first screen`, async () => {
    // The site's policy is enforced (no bypass): no script but the report's own one (by its hash),
    // no inline style; the first screen needs neither.
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(new URL(summary.reportUrl!).pathname.replace(/^/, srv.url));
    assert.equal(res?.status(), 200);
    assert.match(res!.headers()['content-security-policy'] ?? '', new RegExp(`script-src ${REPORT_SCRIPT_SOURCE.replace(/[+/]/g, '\\$&')};`));
    await page.screenshot({ path: `${OUT}report-first-screen-${screen.name}.png` });

    const onFirstScreen = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      assert.ok(box, `${selector} is rendered`);
      assert.ok(box.y >= 0 && box.y + box.height <= screen.height, `${selector} ends at ${Math.round(box.y + box.height)} px, below the ${screen.height} px screen`);
      assert.ok(box.x >= 0 && box.x + box.width <= screen.width, `${selector} fits the ${screen.width} px width (${Math.round(box.x + box.width)} px)`);
    };
    await onFirstScreen('.first-screen .verdict .grade');
    assert.equal(await page.locator('.first-screen .verdict .grade').textContent(), summary.grade);
    await onFirstScreen('svg.dim-bars');
    assert.equal(await page.locator('svg.dim-bars rect.bar').count(), 8);
    assert.match((await page.locator('svg.dim-bars').getAttribute('aria-label')) ?? '', new RegExp(`${summary.dimensions[0]!.label} ${summary.dimensions[0]!.score} `));
    await onFirstScreen('.fix-first .plan > li:first-child');
    const first = summary.topIssues[0]!;
    assert.equal(await page.locator('.fix-first .plan > li:first-child a').getAttribute('href'), `#check-${first.check}`);
    assert.match((await page.locator('.fix-first .plan > li:first-child').textContent()) ?? '', new RegExp(`\\+${first.plan!.overall} (overall|once)`));
    await onFirstScreen('.fix-first .projection');
    const fifth = summary.topIssues[4]!.plan!;
    assert.match((await page.locator('.fix-first .projection').textContent()) ?? '', new RegExp(`Fix these 5: ${summary.score} → ${fifth.score} ${fifth.grade.replace('+', '\\+')}`));
    // A fix that a cap holds back says which one it waits on.
    const held = summary.topIssues.findIndex((i) => (i.plan!.after ?? []).length > 0);
    if (held >= 0 && held < 5) assert.match((await page.locator(`.fix-first .plan > li:nth-child(${held + 1})`).textContent()) ?? '', /once #\d+ is fixed/);
    assert.deepEqual(violations, []);
    await context.close();
  });
}
