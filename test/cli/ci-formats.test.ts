import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { runCli } from '../helpers/cli.ts';
import { sarifValidator } from '../helpers/sarif.ts';

// The command line in CI: configuration files, baselines, SARIF that code scanning accepts, JUnit
// that dashboards can follow, many inputs.

let dir: string;
const example = new URL('../../examples/plugin-example/src/index.ts', import.meta.url).pathname;
const corpus = join(dirname(createRequire(import.meta.url).resolve('htmlparser-benchmark/package.json')), 'files');
/** Real pages, enough for a SARIF log past its default cap (about 200 results a page). */
const MANY = 40;

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline page</title></head><body><main><h1>Shop</h1>${body}</main></body></html>`;
const cli = (args: string[], sub = '.') => runCli(args, { cwd: join(dir, sub) });

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-ci-'));
  mkdirSync(join(dir, 'site', 'deep', 'er'), { recursive: true });
  mkdirSync(join(dir, 'many'));
  writeFileSync(join(dir, 'site', 'index.html'), page('<div class="ad-slot"><img src="/ad.png"></div><p><img src="/a.png"></p>'));
  writeFileSync(join(dir, 'site', 'good.html'), page('<p><img src="/a.png" alt="A chair"></p>'));
  for (const f of readdirSync(corpus).filter((f) => f.endsWith('.html')).sort().slice(0, MANY)) copyFileSync(join(corpus, f), join(dir, 'many', f.slice(0, 12) + '.html'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('a configuration file is found from the working directory upwards, --config names one, --no-config uses none; its effect is in the report', async () => {
  writeFileSync(join(dir, 'pagegrade.config.json'), JSON.stringify({ $schema: './schemas/config/PagegradeConfig.json', extends: 'pagegrade:accessibility', checks: { 'seo/document-title': 'warn' }, format: 'json' }));
  writeFileSync(join(dir, 'site', 'other.config.mjs'), `export default { plugins: ['${relative(join(dir, 'site'), example)}'], checks: { 'example/no-placeholder-text': 'error' } };\n`);
  writeFileSync(join(dir, 'site', 'broken.json'), '{"checks": {"seo/nope": "off"}}');
  try {
    const cases: Array<{ args: string[]; sub: string; code: number; expect: (r: Awaited<ReturnType<typeof cli>>) => void }> = [
      {
        // Found two folders up; the file's format is the output's; the preset puts the failing image check at error.
        args: ['analyze', '../../index.html'],
        sub: 'site/deep/er',
        code: 3,
        expect: (r) => {
          const doc = JSON.parse(r.stdout);
          assert.ok(doc.checks.every((c: { id: string }) => c.id.startsWith('accessibility/') || c.id === 'seo/document-title'));
          assert.ok(doc.summary.notes.some((n: string) => /^\d+ checks off by configuration \(\.\.\/\.\.\/\.\.\/pagegrade\.config\.json\)\.$/.test(n)), doc.summary.notes.join('|'));
        },
      },
      {
        args: ['analyze', 'site/index.html', '--format', 'table'],
        sub: '.',
        code: 3,
        expect: (r) => (assert.match(r.stdout, /Note: \d+ checks off by configuration \(pagegrade\.config\.json\)/), assert.match(r.stderr, /assertion failed: accessibility\/image-alt/)),
      },
      { args: ['analyze', 'site/index.html', '--no-config', '--json'], sub: '.', code: 0, expect: (r) => assert.ok(JSON.parse(r.stdout).checks.some((c: { id: string }) => c.id.startsWith('seo/meta'))) },
      {
        // Its plugin is relative to its own folder; the plugin's check at error fails the run.
        args: ['analyze', 'site/index.html', '--config', 'site/other.config.mjs', '--json'],
        sub: '.',
        code: 0,
        expect: (r) => assert.equal(JSON.parse(r.stdout).checks.find((c: { id: string }) => c.id === 'example/no-placeholder-text').outcome, 'pass'),
      },
      { args: ['analyze', 'site/index.html', '--config', 'site/broken.json'], sub: '.', code: 2, expect: (r) => assert.match(r.stderr, /^pagegrade: site\/broken\.json: no check has the id "seo\/nope"/) },
      { args: ['analyze', 'site/index.html', '--config', 'missing.json'], sub: '.', code: 2, expect: (r) => assert.match(r.stderr, /Cannot read the configuration file .*missing\.json: no such file/) },
      { args: ['checks', '--no-config', '--config', 'x.json'], sub: '.', code: 2, expect: (r) => assert.match(r.stderr, /--config <file> or --no-config/) },
    ];
    const runs = await Promise.all(cases.map((c) => cli(c.args, c.sub)));
    cases.forEach((c, i) => {
      assert.equal(runs[i]!.code, c.code, `${c.args.join(' ')}: ${runs[i]!.stderr}`);
      c.expect(runs[i]!);
    });
  } finally {
    rmSync(join(dir, 'pagegrade.config.json'));
  }
});

test('budgets and severities gate the run: exit 3, said on stderr, a stable JUnit case per budget', async () => {
  writeFileSync(join(dir, 'budget.json'), JSON.stringify({ checks: { 'performance/dom-size': ['error', { max: 5 }], 'accessibility/image-alt': 'warn' } }));
  writeFileSync(join(dir, 'loose.json'), JSON.stringify({ checks: { 'performance/dom-size': ['error', { max: 5000 }], 'accessibility/image-alt': 'error' } }));
  const [over, loose, junit] = await Promise.all([
    cli(['analyze', 'site/index.html', '--config', 'budget.json', '--json']),
    cli(['analyze', 'site/good.html', '--config', 'loose.json', '--json']),
    cli(['analyze', 'site/index.html', 'site/good.html', '--config', 'budget.json', '--format', 'junit', '--fail-under', '10']),
  ]);
  assert.equal(over.code, 3, over.stderr);
  assert.match(over.stderr, /site\/index\.html: assertion failed: performance\/dom-size: \d+ is over the budget of 5\n/);
  assert.match(over.stderr, /site\/index\.html: warning: accessibility\/image-alt: /);
  assert.equal(loose.code, 0, loose.stderr);
  assert.equal(junit.code, 3);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testsuite' || name === 'testcase' }).parse(junit.stdout);
  const [bad, good] = doc.testsuites.testsuite as Array<{ testcase: Array<{ name: string; classname: string; failure?: { message: string } }> }>;
  // The same names in both suites, whatever each check's outcome: the history of a check is one line.
  assert.deepEqual(bad!.testcase.map((c) => c.name), good!.testcase.map((c) => c.name));
  const alt = (s: typeof bad) => s!.testcase.find((c) => c.name.startsWith('accessibility/image-alt: '))!;
  assert.ok(alt(bad).failure && !alt(good).failure);
  const budget = bad!.testcase.find((c) => c.classname === 'pagegrade.budget')!;
  assert.equal(budget.name, 'budget: performance/dom-size <= 5');
  assert.match(budget.failure!.message, /is over the budget of 5/);
  assert.ok(bad!.testcase.some((c) => c.name === '--fail-under overall >= 10' && !c.failure));
  // No name holds a result: a check's is its id and title, a gate's what it asks.
  for (const c of bad!.testcase) assert.match(c.name, /^([a-z-]+\/[a-z0-9-]+: .+|budget: \S+ <= \d+|--fail-under overall >= 10)$/, c.name);
});

test('a baseline: written once, then only findings not in it fail the run; fingerprints survive moved lines', async () => {
  const w = await cli(['analyze', 'site/index.html', '--no-config', '--write-baseline', 'baseline.json', '--json']);
  assert.equal(w.code, 0, w.stderr);
  const baseline = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8'));
  assert.equal(baseline.version, 1);
  assert.ok(baseline.findings.some((f: { check: string; page: string }) => f.check === 'accessibility/image-alt' && f.page === 'site/index.html'));
  assert.match(w.stderr, /wrote \d+ findings to the baseline baseline\.json/);
  const original = readFileSync(join(dir, 'site', 'index.html'), 'utf8');
  try {
    const cases: Array<{ name: string; html: string; code: number; stderr?: RegExp }> = [
      { name: 'unchanged', html: original, code: 0 },
      { name: 'lines moved, siblings added', html: original.replace('<main>', '\n\n<main><p>New intro</p>\n').replace('<p><img', '<p>Text</p>\n<p><img'), code: 0 },
      { name: 'a new image without a text alternative', html: original.replace('</main>', '<section><img src="/new.png"></section></main>'), code: 3, stderr: /assertion failed: accessibility\/image-alt: .*\(1 finding not in the baseline\)/ },
    ];
    for (const c of cases) {
      writeFileSync(join(dir, 'site', 'index.html'), c.html);
      const r = await cli(['analyze', 'site/index.html', '--no-config', '--baseline', 'baseline.json', '--format', 'sarif']);
      assert.equal(r.code, c.code, `${c.name}: ${r.stderr}`);
      if (c.stderr) assert.match(r.stderr, c.stderr);
      // SARIF carries the same fingerprints as the baseline.
      const prints = new Set(JSON.parse(r.stdout).runs[0].results.map((x: { partialFingerprints: Record<string, string> }) => x.partialFingerprints['pagegradeFinding/v1']));
      const known = baseline.findings.filter((f: { check: string }) => f.check === 'accessibility/image-alt').map((f: { fingerprint: string }) => f.fingerprint);
      for (const k of known) assert.ok(prints.has(k), c.name);
    }
  } finally {
    writeFileSync(join(dir, 'site', 'index.html'), original);
  }
  assert.equal((await cli(['analyze', 'site/index.html', '--baseline', 'nope.json'])).code, 2);
});

test('SARIF of many pages: under the cap with the most severe kept and a notification, valid, fingerprinted, located, with rule help', async () => {
  const [capped, full] = await Promise.all([
    cli(['analyze', 'many', '--no-config', '--format', 'sarif', '--threads', '2', '--quiet']),
    cli(['analyze', 'many', '--no-config', '--format', 'sarif', '--threads', '2', '--quiet', '--sarif-max-results', '25000']),
  ]);
  assert.equal(capped.code, 0, capped.stderr);
  assert.equal(capped.stderr, '', '--quiet: nothing on stderr');
  const log: any = JSON.parse(capped.stdout);
  const all = JSON.parse(full.stdout).runs[0].results as Array<{ level: string }>;
  const run = log.runs[0];
  assert.ok(all.length > 5000, `${all.length} results: the corpus must exceed the default cap`);
  assert.equal(run.results.length, 5000);
  const validate = sarifValidator();
  assert.ok(validate(log), JSON.stringify(validate.errors?.slice(0, 5)));
  const note = run.invocations[0].toolExecutionNotifications.find((n: { descriptor: { id: string } }) => n.descriptor.id === 'results-capped');
  assert.match(note.message.text, new RegExp(`^${all.length} results, .*the 5000 most severe are kept and ${all.length - 5000} left out`));
  // Most severe kept: every error result is kept before any warning (there are fewer than 5000 errors here, or only errors are kept).
  const errors = all.filter((r) => r.level === 'error').length;
  assert.equal(run.results.filter((r: { level: string }) => r.level === 'error').length, Math.min(errors, 5000));
  for (const r of run.results) {
    assert.match(r.partialFingerprints['pagegradeFinding/v1'], /^[0-9a-f]{32}:\d+$/);
    const loc = r.locations[0].physicalLocation;
    assert.match(loc.artifactLocation.uri, /^many\/[0-9a-f]{12}\.html$/);
    assert.equal(loc.artifactLocation.uriBaseId, '%SRCROOT%');
  }
  // A result has a region whenever its finding has a position (the logical location is an element, which has a line).
  for (const r of run.results.filter((x: any) => x.locations[0].logicalLocations) as any[]) assert.ok(r.locations[0].physicalLocation.region?.startLine >= 1, JSON.stringify(r));
  assert.equal(new Set(run.results.map((r: any) => `${r.locations[0].physicalLocation.artifactLocation.uri} ${r.partialFingerprints['pagegradeFinding/v1']}`)).size, run.results.length, 'fingerprints are unique within a page');
  for (const rule of run.tool.driver.rules) {
    assert.ok(rule.help.text && rule.help.markdown, rule.id);
    assert.ok(rule.properties.tags.length <= 20);
    assert.equal('security-severity' in rule.properties, rule.properties.dimension === 'security', rule.id);
    if (rule.properties.dimension === 'security') assert.match(rule.properties['security-severity'], /^\d+\.\d$/);
  }
  assert.match(run.originalUriBaseIds['%SRCROOT%'].uri, /^file:\/\/\/.*\/$/);
});

test('many inputs: progress lines on a plain stderr, a summary table sorted by score, --quiet silences both', async () => {
  const [plain, quiet, table] = await Promise.all([
    cli(['analyze', 'many', 'site/good.html', '--no-config', '--json', '--threads', '2']),
    cli(['analyze', 'many', '--no-config', '--json', '--threads', '2', '-q']),
    cli(['analyze', 'site/index.html', 'site/good.html', '--no-config']),
  ]);
  assert.equal(plain.code, 0, plain.stderr);
  assert.match(plain.stderr, /^pagegrade: 10\/41 inputs done$/m);
  assert.doesNotMatch(plain.stderr, /\r/);
  const rows = plain.stderr.split('\n').filter((l) => /^\s+\d+\s+[A-F][+-]?\s+\d+\s+\S/.test(l));
  assert.equal(rows.length, MANY + 1);
  const scores = rows.map((l) => Number(l.trim().split(/\s+/)[0]));
  assert.deepEqual(scores, [...scores].sort((a, b) => a - b));
  assert.match(plain.stderr, /^41 inputs: 41 analyzed, 0 not; scores \d+–\d+, median \d+\.$/m);
  assert.equal(quiet.stderr, '');
  assert.equal(quiet.stdout.trim().split('\n').length, MANY);
  // The table's summary is on stdout, after the reports.
  assert.match(table.stdout, /\nScore  Grade  Fails  Input\n\s+\d+ .+site\/index\.html\n\s+\d+ .+site\/good\.html\n\n2 inputs: 2 analyzed/);
});
