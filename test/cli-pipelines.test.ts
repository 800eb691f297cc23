import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { startSite, type FixtureSite } from './helpers/fixture-server.ts';
import { sarifValidator } from './helpers/sarif.ts';

// The CLI in pipelines: thresholds, SARIF and JUnit reports, the inputs people type, many inputs.

const bin = new URL('../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;
let dir: string;
let site: FixtureSite;

const CSS = 'body { color: #333; }\n.hero {\n  margin: 0 !important;\n  colr: red;\n}\n';
const JS = 'var x = 1;\ndocument.write("<p>hi</p>");\ndebugger;\n';
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pipeline fixture</title><link rel="stylesheet" href="/style.css"><script src="/app.js"></script></head><body><h1>Fixture</h1><img src="/a.png"></body></html>';

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-cli-pipelines-'));
  mkdirSync(join(dir, 'site', 'blog'), { recursive: true });
  writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><html lang="en"><head><title>Home</title></head><body><h1>Home</h1><img src="a.png"></body></html>');
  writeFileSync(join(dir, 'site', 'blog', 'post.htm'), '<!doctype html><html><head><title>Post</title></head><body><p style="color:red !important">Post</p></body></html>');
  writeFileSync(join(dir, 'site', 'notes.txt'), 'not a page');
  writeFileSync(join(dir, 'readme.txt'), '<p>a text file</p>');
  site = await startSite({
    '/': { body: PAGE },
    '/style.css': { headers: { 'content-type': 'text/css' }, body: CSS },
    '/app.js': { headers: { 'content-type': 'text/javascript' }, body: JS },
  });
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await site.close();
});

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: dir, env: { ...process.env, PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1', NO_COLOR: '1', ...env }, timeout: 300_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('--format sarif is valid SARIF 2.1.0 and locates each finding in the HTML, CSS or JS file it came from', async () => {
  const r = await cli(['analyze', site.url, 'site/index.html', '--format', 'sarif']);
  assert.equal(r.code, 0, r.stderr);
  const log: any = JSON.parse(r.stdout);
  const validate = sarifValidator();
  assert.ok(validate(structuredClone(log)), JSON.stringify(validate.errors?.slice(0, 5)));
  assert.equal(log.version, '2.1.0');
  const run = log.runs[0];
  assert.equal(run.tool.driver.name, 'pagegrade');
  const ruleIds = new Set(run.tool.driver.rules.map((x: { id: string }) => x.id));
  const located = (id: string, file: string) =>
    run.results.find((x: any) => x.ruleId === id && x.locations[0].physicalLocation.artifactLocation.uri === file);
  // A finding in the stylesheet: the file and the line in it, the <link> that loads it as related.
  const important = located('code-quality/css-unknown-property', `${site.origin}/style.css`);
  assert.ok(important, JSON.stringify(run.results.map((x: any) => [x.ruleId, x.locations[0].physicalLocation.artifactLocation.uri])));
  assert.ok(['error', 'warning'].includes(important.level));
  assert.equal(important.locations[0].physicalLocation.region.startLine, 4);
  assert.equal(important.locations[0].physicalLocation.region.startColumn, 3);
  assert.equal(important.relatedLocations[0].physicalLocation.artifactLocation.uri, site.url);
  assert.ok(important.relatedLocations[0].physicalLocation.region.startLine >= 1);
  // In the script.
  const write = located('code-quality/document-write', `${site.origin}/app.js`);
  assert.ok(write);
  assert.equal(write.locations[0].physicalLocation.region.startLine, 2);
  // In a local page: its path from the working directory, the line and the element.
  const local = run.results.filter((x: any) => x.locations[0].physicalLocation.artifactLocation.uri === 'site/index.html' && x.locations[0].physicalLocation.region);
  assert.ok(local.length > 0);
  assert.equal(local[0].locations[0].physicalLocation.artifactLocation.uriBaseId, '%SRCROOT%');
  assert.ok(local.some((x: any) => x.locations[0].logicalLocations?.[0]?.fullyQualifiedName));
  for (const x of run.results) {
    assert.ok(ruleIds.has(x.ruleId), x.ruleId);
    assert.equal(run.tool.driver.rules[x.ruleIndex].id, x.ruleId);
  }
  assert.deepEqual(run.properties.pages.map((p: any) => p.input), [site.url, 'site/index.html']);
});

test('--format junit: one test case per check, failures for fail, skipped for not-applicable', async () => {
  const r = await cli(['analyze', 'site/index.html', '--format', 'junit', '--fail-under', '99']);
  assert.equal(r.code, 3, r.stderr);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testsuite' || name === 'testcase' }).parse(r.stdout);
  const suite = doc.testsuites.testsuite[0];
  assert.equal(suite.name, 'site/index.html');
  const checks = JSON.parse((await cli(['checks', '--json'])).stdout) as unknown[];
  const cases = suite.testcase as any[];
  assert.equal(cases.length, checks.length + 1, 'every check, and the threshold');
  const failures = cases.filter((c) => c.failure);
  assert.equal(Number(suite.failures), failures.length);
  assert.equal(Number(suite.skipped), cases.filter((c) => c.skipped !== undefined).length);
  // The threshold's case is named by what it asks, never by the score.
  const threshold = failures.find((c) => c.name === '--fail-under overall >= 99');
  assert.ok(threshold, JSON.stringify(failures.map((c) => c.name)));
  assert.match(threshold.failure.message, /^overall \d+ < 99$/);
  assert.ok(cases.some((c) => c.classname === 'pagegrade.security' && c.skipped !== undefined), 'header checks of a saved page do not apply');
  assert.equal(Number(doc.testsuites.tests), cases.length);
});

test('--fail-under sets the exit status, overall or per dimension, repeatable', async () => {
  const json = JSON.parse((await cli(['analyze', 'site/index.html', '--json'])).stdout);
  const a11y = json.summary.dimensions.find((d: any) => d.key === 'accessibility').score;
  assert.equal((await cli(['analyze', 'site/index.html', '--fail-under', '0'])).code, 0);
  assert.equal((await cli(['analyze', 'site/index.html', '--fail-under', String(json.summary.score)])).code, 0);
  const below = await cli(['analyze', 'site/index.html', '--fail-under', '0', '--fail-under', `accessibility=${a11y + 1}`]);
  assert.equal(below.code, 3);
  assert.match(below.stderr, new RegExp(`below --fail-under: accessibility ${a11y} < ${a11y + 1}`));
  assert.equal((await cli(['analyze', 'site/index.html', '--fail-under', 'code-quality=0', '--fail-under', `accessibility=${a11y}`])).code, 0);
  for (const bad of ['101', 'x', 'speed=50', 'accessibility=']) {
    const r = await cli(['analyze', 'site/index.html', '--fail-under', bad]);
    assert.equal(r.code, 2, bad);
  }
});

test('usage errors are one line and a pointer to --help; --version', async () => {
  const r = await cli(['analyze', 'site/index.html', '--fail-under', 'speed=50']);
  assert.equal(r.code, 2);
  assert.deepEqual(r.stderr.trim().split('\n').length, 2);
  assert.match(r.stderr, /^pagegrade: --fail-under: "speed" is no dimension.*\nRun 'pagegrade --help' for the usage\.\n$/);
  const v = await cli(['--version']);
  assert.equal(v.code, 0);
  assert.match(v.stdout, /^pagegrade \d+\.\d+\.\d+\n$/);
});

test('inputs: a host without a scheme is a URL, other schemes are refused plainly, a missing file is said so', async () => {
  const r = await cli(['analyze', 'ftp://files.example/page.html', 'missing.html', `localhost:${site.port}/`, '--json']);
  assert.equal(r.code, 1);
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines[0], { input: 'ftp://files.example/page.html', error: { code: 'invalid_url', message: 'Only http and https URLs can be analyzed, not ftp:.' } });
  assert.equal(lines[1].error.code, 'invalid_request');
  assert.match(lines[1].error.message, /No such file/);
  // Tried as https://localhost:<port>/, which the plain-HTTP fixture cannot answer: not a missing file.
  assert.notEqual(lines[2].error.code, 'invalid_request');
  assert.doesNotMatch(lines[2].error.message, /ENOENT|No such file/);
});

test('a refused private host names the allow-list setting', async () => {
  const r = await cli(['analyze', site.url], { PAGEGRADE_UNSAFE_ALLOW_HOSTS: '' });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /blocked_host: .*PAGEGRADE_UNSAFE_ALLOW_HOSTS/);
});

test('a directory is its HTML files, a quoted glob is expanded, a non-HTML file is warned about; many inputs keep their order', async () => {
  const r = await cli(['analyze', 'site', 'readme.txt', 'site/**/*.htm*', '--json', '--threads', '2']);
  assert.equal(r.code, 0, r.stderr);
  const inputs = r.stdout.trim().split('\n').map((l) => JSON.parse(l).summary.title);
  assert.deepEqual(inputs, ['Post', 'Home', null, 'Post', 'Home']);
  assert.match(r.stderr, /warning: readme\.txt: not an HTML file/);
  assert.doesNotMatch(r.stderr, /notes\.txt/, 'a directory gives its HTML files only');
  // The summary goes to stderr, so stdout stays JSON lines; no progress line when stderr is no terminal.
  assert.match(r.stderr, /^5 inputs: 5 analyzed, 0 not; scores \d+–\d+, median \d+\.$/m);
  assert.doesNotMatch(r.stderr, /\r/);
});

test('the worker pool and this thread print the same bytes', async () => {
  // Saved pages only: a fetched page differs between two fetches by what the fetcher measured.
  const one = await cli(['analyze', 'site', 'site/index.html', '--json', '--threads', '1']);
  const two = await cli(['analyze', 'site', 'site/index.html', '--json', '--threads', '2']);
  assert.equal(one.code, 0, one.stderr);
  assert.equal(two.stdout, one.stdout);
});

test('the table says how many findings each check has and how to see them all', async () => {
  const r = await cli(['analyze', site.url]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /code-quality\/css-unknown-property|code-quality\/css-important/);
  assert.match(r.stdout, /\(\d+ findings\)/);
  assert.match(r.stdout, /more findings not shown: --format json or --format sarif lists them all/);
});
