import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyze, loadRules, snapshotFromHtml } from '@pagegrade/core';
import { resolvePolicy, validateConfig, applyIgnore, NO_POLICY, type PagegradeConfig } from '../../core/src/config/index.ts';
import { configSchemaFile } from '../../core/src/config/schema-file.ts';
import { assertions } from '../../core/src/cli/gate.ts';

// The configuration file as data: validation, presets, severities, budgets, ignored findings.

const rules = await loadRules();
const byId = new Map(rules.map((r) => [r.id, r]));

test('schemas/config/PagegradeConfig.json is the schema the command line validates with (npm run docs writes it)', () => {
  assert.equal(readFileSync(new URL('../../schemas/config/PagegradeConfig.json', import.meta.url), 'utf8'), configSchemaFile());
});

test('a configuration is validated, and an invalid one is named with the place', () => {
  const valid: unknown[] = [
    {},
    { extends: 'pagegrade:recommended' },
    { extends: ['pagegrade:accessibility', 'pagegrade:code-quality'], checks: { 'seo/meta-description': 'off', 'performance/total-byte-weight': ['error', { maxKiB: 1600 }] } },
    { ignore: [{ url: 'dist/vendor/**' }, { selector: '.ad-slot', checks: ['accessibility/*'], reason: 'third-party ad' }], plugins: ['./rules'], threads: 2, format: 'sarif', failUnder: { overall: 70, accessibility: 90 }, sarif: { maxResults: 20000 } },
    { failUnder: 80, checks: { 'seo/meta-description': ['warn'] } },
  ];
  for (const v of valid) assert.doesNotThrow(() => validateConfig(v, 'pagegrade.config.json'), JSON.stringify(v));
  const invalid: Array<[unknown, RegExp]> = [
    [{ extend: 'pagegrade:recommended' }, /\(the top level\) has an unknown property "extend"/],
    [{ extends: 'eslint:recommended' }, /\/extends/],
    [{ checks: { 'seo/meta-description': 'fatal' } }, /\/checks\/seo~1meta-description/],
    [{ checks: { 'performance/total-byte-weight': ['error', { maxMB: 2 }] } }, /total-byte-weight/],
    [{ ignore: [{ checks: ['seo/*'] }] }, /\/ignore\/0/],
    [{ ignore: [{ url: 'a/**', selector: '.b' }] }, /\/ignore\/0/],
    [{ threads: 0 }, /\/threads must be >= 1/],
    [{ sarif: { maxResults: 30000 } }, /\/sarif\/maxResults must be <= 25000/],
    [[], /must be object/],
  ];
  for (const [v, message] of invalid) assert.throws(() => validateConfig(v, 'pagegrade.config.json'), (e: Error) => /^pagegrade\.config\.json: /.test(e.message) && message.test(e.message), JSON.stringify(v));
});

test('presets and per-check settings resolve to the checks that run and their severities', () => {
  const critical = rules.find((r) => r.impact === 'critical')!;
  const minor = rules.find((r) => r.impact === 'minor')!;
  const a11y = rules.filter((r) => r.dimension === 'accessibility');
  const cases: Array<{ name: string; config: PagegradeConfig; expect: (p: ReturnType<typeof resolvePolicy>) => void }> = [
    { name: 'none', config: {}, expect: (p) => (assert.equal(p.off.size, 0), assert.equal(p.severity.size, 0)) },
    { name: 'recommended', config: { extends: 'pagegrade:recommended' }, expect: (p) => (assert.equal(p.severity.get(critical.id), 'error'), assert.equal(p.severity.get(minor.id), 'warn'), assert.equal(p.off.size, 0)) },
    { name: 'strict', config: { extends: ['pagegrade:strict'] }, expect: (p) => assert.ok([...p.severity.values()].every((s) => s === 'error') && p.severity.size === rules.length) },
    {
      name: 'one dimension selects its checks',
      config: { extends: 'pagegrade:accessibility' },
      expect: (p) => {
        assert.equal(p.off.size, rules.length - a11y.length);
        assert.ok(a11y.every((r) => !p.off.has(r.id) && p.severity.has(r.id)));
      },
    },
    { name: 'two dimensions run together', config: { extends: ['pagegrade:accessibility', 'pagegrade:ui-ux'] }, expect: (p) => assert.equal(p.off.size, rules.filter((r) => r.dimension !== 'accessibility' && r.dimension !== 'uiux').length) },
    {
      name: 'a check named turns back on what a preset left off',
      config: { extends: 'pagegrade:accessibility', checks: { 'seo/meta-description': 'warn' } },
      expect: (p) => (assert.ok(!p.off.has('seo/meta-description')), assert.equal(p.severity.get('seo/meta-description'), 'warn')),
    },
    { name: 'off', config: { extends: 'pagegrade:strict', checks: { 'seo/meta-description': 'off' } }, expect: (p) => (assert.ok(p.off.has('seo/meta-description')), assert.ok(!p.severity.has('seo/meta-description'))) },
    { name: 'a former id stands for its check', config: { checks: { 'geo/json-ld-valid': 'off' } }, expect: (p) => assert.deepEqual([...p.off], ['seo/structured-data-parseable']) },
    {
      name: 'budgets in KiB and in the check unit',
      config: { checks: { 'performance/total-byte-weight': ['error', { maxKiB: 1600 }], 'performance/dom-size': ['warn', { max: 800 }] } },
      expect: (p) => {
        assert.deepEqual(p.budgets.get('performance/total-byte-weight'), { level: 'error', max: 1600 * 1024, unit: 'bytes', text: '1600 KiB' });
        assert.deepEqual(p.budgets.get('performance/dom-size'), { level: 'warn', max: 800, unit: 'count', text: '800' });
      },
    },
    { name: 'ignore by selector goes to the engine with the check ids a glob names', config: { ignore: [{ selector: '.ad', checks: ['accessibility/image-*'] }] }, expect: (p) => assert.deepEqual(p.ignoreElements, [{ selector: '.ad', checks: rules.filter((r) => /^accessibility\/image-/.test(r.id)).map((r) => r.id) }]) },
  ];
  for (const c of cases) c.expect(resolvePolicy(validateConfig(c.config, 'x'), rules, 'x'));
  assert.equal(resolvePolicy(null, rules), NO_POLICY);
});

test('a configuration that names what does not exist is refused, saying what is wrong', () => {
  const cases: Array<[PagegradeConfig, RegExp]> = [
    [{ checks: { 'seo/meta-descriptoin': 'off' } }, /no check has the id "seo\/meta-descriptoin"/],
    [{ checks: { 'seo/meta-description': ['error', { max: 1 }] } }, /seo\/meta-description measures no number/],
    [{ checks: { 'performance/dom-size': ['error', { maxKiB: 1 }] } }, /performance\/dom-size is measured as a count; give its budget as \{"max": …\}/],
    [{ ignore: [{ selector: 'div[' }] }, /ignore: "div\[" is not a CSS selector/],
  ];
  for (const [config, message] of cases) assert.throws(() => resolvePolicy(config, rules, 'pagegrade.config.json'), message);
});

const PAGE = '<!doctype html><html lang="en"><head><title>Ignore</title></head><body><main><h1>Ignore</h1><div class="ad-slot"><img src="/ad.png"></div><p><img src="/photo.png"></p></main></body></html>';

test('findings on ignored elements are left out by the engine, counted in a note, and the check can pass', () => {
  const snapshot = snapshotFromHtml(PAGE, 'https://shop.example/');
  const plain = analyze(snapshot, rules);
  const alt = (a: typeof plain) => a.checks.find((c) => c.id === 'accessibility/image-alt')!;
  assert.equal(alt(plain).findings.length, 2);
  const cases: Array<{ ignore: Array<{ selector: string; checks?: string[] }>; findings: number; outcome: string }> = [
    { ignore: [{ selector: '.ad-slot' }], findings: 1, outcome: 'fail' },
    { ignore: [{ selector: 'img' }], findings: 0, outcome: 'pass' },
    { ignore: [{ selector: 'img', checks: ['seo/meta-description'] }], findings: 2, outcome: 'fail' },
  ];
  for (const c of cases) {
    const a = analyze(snapshot, rules, { ignoreElements: c.ignore });
    assert.equal(alt(a).findings.length, c.findings, JSON.stringify(c.ignore));
    assert.equal(alt(a).outcome, c.outcome);
    const noted = (a.summary.notes ?? []).some((n) => /findings? (was|were) on elements the configuration ignores/.test(n));
    assert.equal(noted, c.findings < 2);
  }
  // Deterministic: the same snapshot and options, the same bytes.
  assert.equal(JSON.stringify(analyze(snapshot, rules, { ignoreElements: [{ selector: '.ad-slot' }] })), JSON.stringify(analyze(snapshot, rules, { ignoreElements: [{ selector: '.ad-slot' }] })));
});

test('findings ignored by URL are left out after the analysis, and the page is scored again', () => {
  const snapshot = snapshotFromHtml(PAGE, 'https://shop.example/legacy/page.html');
  const a = analyze(snapshot, rules);
  const failing = a.checks.filter((c) => c.outcome === 'fail').length;
  const cases: Array<{ url: string; checks?: string[]; gone: boolean }> = [
    { url: 'https://shop.example/legacy/**', gone: true },
    { url: 'legacy/**', gone: false },
    { url: 'site/legacy/*.html', gone: true },
    { url: 'https://shop.example/other/**', gone: false },
  ];
  for (const c of cases) {
    const policy = resolvePolicy({ ignore: [{ url: c.url, ...(c.checks ? { checks: c.checks } : {}) }] }, rules);
    const { analysis, ignored } = applyIgnore(a, [a.summary.url, 'site/legacy/page.html'], policy, rules);
    assert.equal(ignored > 0, c.gone, c.url);
    if (c.gone) {
      assert.equal(analysis.checks.filter((x) => x.outcome === 'fail' && x.findings.length > 0).length, 0);
      assert.ok(analysis.summary.score > a.summary.score);
    } else assert.equal(analysis.checks.filter((x) => x.outcome === 'fail').length, failing);
  }
  const only = applyIgnore(a, [a.summary.url], resolvePolicy({ ignore: [{ url: '**', checks: ['accessibility/image-alt'] }] }, rules), rules);
  assert.equal(only.ignored, 2);
  assert.equal(only.analysis.checks.find((c) => c.id === 'accessibility/image-alt')!.outcome, 'pass');
  assert.equal(only.analysis.checks.find((c) => c.id === 'accessibility/image-alt')!.title, byId.get('accessibility/image-alt')!.title);
});

test('assertions: a budget judges the measured value, a severity the outcome, a baseline the findings', () => {
  const snapshot = snapshotFromHtml(PAGE, 'https://shop.example/');
  const a = analyze(snapshot, rules);
  const domSize = a.checks.find((c) => c.id === 'performance/dom-size')!;
  assert.equal(domSize.measured?.unit, 'count');
  const n = domSize.measured!.value;
  const policy = (config: PagegradeConfig) => resolvePolicy(config, rules);
  const cases: Array<{ name: string; config: PagegradeConfig; baseline?: Set<string>; expect: string[] }> = [
    { name: 'no configuration asserts nothing', config: {}, expect: [] },
    { name: 'budget met', config: { checks: { 'performance/dom-size': ['error', { max: n }] } }, expect: [] },
    { name: 'budget missed', config: { checks: { 'performance/dom-size': ['error', { max: n - 1 }] } }, expect: [`error performance/dom-size: ${n} is over the budget of ${n - 1}`] },
    { name: 'budget at warn', config: { checks: { 'performance/dom-size': ['warn', { max: 1 }] } }, expect: [`warn performance/dom-size: ${n} is over the budget of 1`] },
    { name: 'a failing check at error', config: { checks: { 'accessibility/image-alt': 'error' } }, expect: ['error accessibility/image-alt'] },
    { name: 'a failing check at warn', config: { checks: { 'accessibility/image-alt': 'warn' } }, expect: ['warn accessibility/image-alt'] },
    { name: 'a passing check at error', config: { checks: { 'seo/document-title': 'error' } }, expect: [] },
  ];
  for (const c of cases) {
    const got = assertions('/', a, policy(c.config), c.baseline ?? null).map((x) => (x.budget ? `${x.level} ${x.message}` : `${x.level} ${x.check}`));
    assert.deepEqual(got, c.expect, c.name);
  }
  // Under a baseline every failing check is at error unless configured, and only new findings count.
  const all = assertions('/', a, NO_POLICY, new Set());
  assert.deepEqual(all.map((x) => x.check).sort(), a.checks.filter((c) => c.outcome === 'fail').map((c) => c.id).sort());
  assert.match(all.find((x) => x.check === 'accessibility/image-alt')!.message, /\(2 findings not in the baseline\)$/);
});
