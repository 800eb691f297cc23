import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadRules, type Analysis, type CheckResult, type Finding, type Impact } from '@pagegrade/core';
import { sarifLog, type Graded } from '../../core/src/cli/reports.ts';
import { fingerprints, normaliseSelector, maskFigures } from '../../core/src/cli/fingerprint.ts';
import { sarifValidator } from '../helpers/sarif.ts';

// The SARIF log's choices, on analyses made to order: the cap, locations, rule help, fingerprints.

const rules = await loadRules();
const validate = sarifValidator();
const base = '/work/site';

function check(id: string, outcome: CheckResult['outcome'], findings: Finding[], impact: Impact = 'serious'): CheckResult {
  const rule = rules.find((r) => r.id === id)!;
  return { id, dimension: rule.dimension, outcome, impact, tags: rule.tags, title: rule.failureTitle, findings };
}

function graded(input: string, path: string | null, checks: CheckResult[]): Graded {
  const analysis = { summary: { url: path ? pathToFileURL(path).href : input, score: 50, grade: 'D' }, checks } as unknown as Analysis;
  return { input, path, analysis, error: null, shortfalls: [], assertions: [] };
}

type Result = { ruleId: string; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region?: { startLine: number } } }>; relatedLocations?: Array<{ physicalLocation: { artifactLocation: { uri: string } } }>; partialFingerprints: Record<string, string> };
const runOf = (log: object) => (log as { runs: Array<{ results: Result[]; tool: { driver: { informationUri?: string; rules: Array<{ id: string; helpUri?: string }> } }; invocations: Array<{ toolExecutionNotifications?: Array<{ descriptor: { id: string }; message: { text: string } }> }> }> }).runs[0]!;

test('locations: a local page from the base, outside it a file URL, a URL as it is; a finding about a whole fetched file sits at the element that loads it', () => {
  const inFile: Finding = { selector: 'html > head > link', line: 3, column: 5, detail: 'The stylesheet is not minified.', file: { url: 'https://shop.example/app.css' } };
  const atLine: Finding = { selector: 'html > head > link', line: 3, detail: 'Unknown property', file: { url: 'https://shop.example/app.css', line: 7, column: 2 } };
  const cases: Array<{ g: Graded; uri: string; baseId?: string; line?: number; related?: string }> = [
    { g: graded(join(base, 'blog/post.html'), join(base, 'blog/post.html'), [check('accessibility/image-alt', 'fail', [{ selector: 'img', line: 9, detail: 'x' }])]), uri: 'blog/post.html', baseId: '%SRCROOT%', line: 9 },
    { g: graded('/elsewhere/page.html', '/elsewhere/page.html', [check('accessibility/image-alt', 'fail', [{ selector: 'img', line: 2, detail: 'x' }])]), uri: 'file:///elsewhere/page.html', line: 2 },
    { g: graded('https://shop.example/', null, [check('accessibility/image-alt', 'fail', [{ selector: 'img', line: 4, detail: 'x' }])]), uri: 'https://shop.example/', line: 4 },
    { g: graded('https://shop.example/', null, [check('performance/unminified-css', 'fail', [inFile])]), uri: 'https://shop.example/', line: 3, related: 'https://shop.example/app.css' },
    { g: graded('https://shop.example/', null, [check('code-quality/css-unknown-property', 'warn', [atLine])]), uri: 'https://shop.example/app.css', line: 7, related: 'https://shop.example/' },
    { g: graded('https://shop.example/', null, [check('seo/meta-description', 'fail', [{ detail: 'No meta description.' }])]), uri: 'https://shop.example/' },
  ];
  for (const c of cases) {
    const log = sarifLog([c.g], rules, '1.0.0', { base });
    assert.ok(validate(log), JSON.stringify(validate.errors));
    const [r] = runOf(log).results;
    const loc = r!.locations[0]!.physicalLocation;
    assert.equal(loc.artifactLocation.uri, c.uri);
    assert.equal(loc.artifactLocation.uriBaseId, c.baseId);
    assert.equal(loc.region?.startLine, c.line, c.uri);
    assert.equal(r!.relatedLocations?.[0]?.physicalLocation.artifactLocation.uri, c.related);
  }
});

test('past the cap the most severe results are kept, in input order, and a notification says how many were cut', () => {
  const f = (n: number): Finding[] => Array.from({ length: n }, (_, i) => ({ selector: `p:nth-child(${i + 1}) > img`, line: i + 1, detail: `image ${i}` }));
  const g = graded('https://shop.example/', null, [
    check('ui-ux/apple-touch-icon', 'warn', f(3), 'minor'),
    check('accessibility/image-alt', 'fail', f(4), 'critical'),
    check('performance/unsized-images', 'fail', f(3), 'moderate'),
    check('seo/title-quality', 'needs-review', f(2), 'minor'),
  ]);
  const cases: Array<{ max: number; kept: string[] }> = [
    { max: 100, kept: ['ui-ux/apple-touch-icon', 'accessibility/image-alt', 'performance/unsized-images', 'seo/title-quality'] },
    { max: 5, kept: ['accessibility/image-alt', 'performance/unsized-images'] },
    { max: 2, kept: ['accessibility/image-alt'] },
    { max: 8, kept: ['ui-ux/apple-touch-icon', 'accessibility/image-alt', 'performance/unsized-images'] },
  ];
  for (const c of cases) {
    const run = runOf(sarifLog([g], rules, '1.0.0', { base, maxResults: c.max }));
    assert.equal(run.results.length, Math.min(c.max, 12));
    assert.deepEqual([...new Set(run.results.map((r) => r.ruleId))], c.kept, String(c.max));
    const note = run.invocations[0]!.toolExecutionNotifications?.find((n) => n.descriptor.id === 'results-capped');
    assert.equal(note ? Number(/^(\d+) results/.exec(note.message.text)![1]) : 12, 12);
    assert.equal(!!note, c.max < 12);
  }
  // A failure the configuration puts at warn is a warning.
  const run = runOf(sarifLog([g], rules, '1.0.0', { base, severity: new Map([['accessibility/image-alt', 'warn']]) }));
  assert.ok(run.results.filter((r) => r.ruleId === 'accessibility/image-alt').every((r) => r.level === 'warning'));
});

test('rules link to their documentation when the package names its repository, else to a reference', () => {
  const withDocs = runOf(sarifLog([], rules, '1.0.0', { docsUrl: 'https://github.com/acme/pagegrade/blob/main/docs/checks.md' }));
  assert.equal(withDocs.tool.driver.informationUri, 'https://github.com/acme/pagegrade/blob/main/docs/checks.md');
  assert.ok(withDocs.tool.driver.rules.every((r) => r.helpUri === `https://github.com/acme/pagegrade/blob/main/docs/checks.md#${r.id}`));
  const without = runOf(sarifLog([], rules, '1.0.0'));
  const referenced = rules.find((r) => (r.references ?? []).some((x) => /^https:/.test(x)))!;
  assert.match(without.tool.driver.rules.find((r) => r.id === referenced.id)!.helpUri!, /^https:\/\//);
});

test('fingerprints ignore what moves (sibling positions, lines, figures) and tell apart what differs', () => {
  const fp = (page: string, id: string, findings: Finding[]) => fingerprints(page, { id, findings });
  const img = (selector: string, line: number, detail = 'Image a.png has no alt.'): Finding => ({ selector, line, detail });
  const same: Array<[string, Finding[], Finding[]]> = [
    ['a moved line', [img('main > p > img', 3)], [img('main > p > img', 30)]],
    ['a sibling added before', [img('main > p:nth-child(2) > img', 3)], [img('main > p:nth-child(3) > img', 4)]],
    ['figures in a page-level message', [{ detail: 'The page weighs 1,204 KiB over 31 responses.' }], [{ detail: 'The page weighs 1,380 KiB over 33 responses.' }]],
    ['a fetched file on another host', [{ detail: 'd', snippet: 'colr: red', file: { url: 'https://preview.example/a.css', line: 3 } }], [{ detail: 'd', snippet: 'colr: red', file: { url: 'https://www.example/a.css', line: 9 } }]],
  ];
  for (const [name, a, b] of same) assert.deepEqual(fp('/', 'x/y', a), fp('/', 'x/y', b), name);
  const base = fp('/', 'accessibility/image-alt', [img('main > p > img', 3)]);
  assert.notDeepEqual(fp('/other', 'accessibility/image-alt', [img('main > p > img', 3)]), base, 'another page');
  assert.notDeepEqual(fp('/', 'accessibility/area-alt', [img('main > p > img', 3)]), base, 'another check');
  assert.notDeepEqual(fp('/', 'accessibility/image-alt', [img('main > figure > img', 3)]), base, 'another element');
  // Two equal findings are two occurrences.
  const two = fp('/', 'accessibility/image-alt', [img('main > p > img', 3), img('main > p > img', 5)]);
  assert.equal(two[0]!.replace(/:1$/, ':2'), two[1]);
  assert.equal(normaliseSelector('ul > li:nth-child(12)  >  a:nth-of-type(2)'), 'ul > li > a');
  assert.equal(maskFigures('3 of 12 images (40.5 KiB)'), '# of # images (# KiB)');
});
