// Legible font sizes in rendered mode: the text is measured as Chromium drew it on the phone
// profile (computed font sizes, and the zoom-out of a page without a mobile viewport), not guessed
// from the style sheets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, loadRules, renderSnapshot, type CheckResult } from '@pagegrade/core';
import { ALLOW, NO_BROWSER, pageSite, rendererForFile } from './helpers.ts';

const renderer = rendererForFile();
const TEXT = '<h1>Opening hours</h1><p>We bake every morning from six and close when the bread is gone, usually in the early afternoon.</p>';

async function fontSizeChecks(head: string, body: string): Promise<CheckResult[]> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bakery</title>${head}</head><body>${body}</body></html>`;
  const site = await pageSite({ '/': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: html } });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false });
  await site.close();
  const rules = (await loadRules()).filter((r) => r.id === 'ui-ux/base-font-size' || r.id === 'ui-ux/small-text');
  return analyze(snapshot, rules).checks;
}

async function fontSizeCheck(head: string, body: string): Promise<CheckResult> {
  return (await fontSizeChecks(head, body)).find((c) => c.id === 'ui-ux/base-font-size')!;
}

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

test('text drawn at 16 px on a mobile viewport is legible, whatever a script-set class says in CSS', { skip: NO_BROWSER }, async () => {
  // The sheet's 9 px rule never applies: the class it names is removed by a script before load.
  const checks = await fontSizeChecks(`${VIEWPORT}<style>.tiny{font-size:9px}</style>`, `<main class="tiny">${TEXT}</main><script>document.querySelector('main').className = ''</script>`);
  const c = checks.find((x) => x.id === 'ui-ux/base-font-size')!;
  assert.equal(c.outcome, 'pass', JSON.stringify(c));
  assert.match(c.findings[0]!.detail, /^100 % of the page's text/);
  assert.equal(checks.find((x) => x.id === 'ui-ux/small-text')?.outcome, 'pass');
});

test('text a script shrinks to 10 px fails, and the elements with the most small text are named', { skip: NO_BROWSER }, async () => {
  const checks = await fontSizeChecks(VIEWPORT, `<main>${TEXT}</main><script>document.querySelector('p').style.fontSize = '10px'</script>`);
  const c = checks.find((x) => x.id === 'ui-ux/base-font-size')!;
  assert.equal(c.outcome, 'fail', JSON.stringify(c));
  // The style set by a script is in no style sheet: ui-ux/small-text finds it in the drawn text.
  const small = checks.find((x) => x.id === 'ui-ux/small-text')!;
  assert.equal(small.outcome, 'warn', JSON.stringify(small));
  assert.deepEqual(small.findings.map((f) => f.selector), ['html > body > main > p']);
  assert.match(c.findings[0]!.detail, /^Only 1\d(\.\d)? % of the page's text/);
  assert.match(c.findings[1]!.detail, /characters drawn at 10 px/);
  assert.match(c.findings[1]!.snippet ?? '', /^<p/);
});

test('without a mobile viewport the page is laid out at 980 px and its 16 px text drawn at 6.7 px', { skip: NO_BROWSER }, async () => {
  const c = await fontSizeCheck('', `<main>${TEXT}</main>`);
  assert.equal(c.outcome, 'fail', JSON.stringify(c));
  assert.match(c.findings[0]!.detail, /no mobile viewport: the phone lays it out 980 px wide and shrinks it to 42 %/);
});
