// The packages as a user gets them: every publishable workspace packed (npm run pack:all), the
// tarballs installed into an empty folder, and the `pagegrade` command run from there with no
// TypeScript loader anywhere — the CLI on a saved page, the service answering /api/v1/health and
// MCP, a worker. Then the example plugin the way its author works: its own tests against the packed
// core, packed itself, installed beside pagegrade and reported by the CLI.
// Slow (a build, three npm installs): PAGEGRADE_TEST_SKIP_PACK=1 skips it locally; CI runs it.
// npm resolves the other dependencies from its cache first (--prefer-offline).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSchema } from '../helpers/backends.ts';

const root = new URL('../../', import.meta.url).pathname;
const skip = process.env['PAGEGRADE_TEST_SKIP_PACK'] === '1' ? 'PAGEGRADE_TEST_SKIP_PACK=1' : false;
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const redisUrl = process.env['PAGEGRADE_TEST_REDIS_URL'];
const databaseUrl = process.env['PAGEGRADE_TEST_DATABASE_URL'];

/**
 * better-sqlite3 compiles its native module when no prebuilt one can be downloaded: minutes on a
 * busy machine. CI does it as a user's install does (npm 11.19 and later want that script allowed by
 * name); elsewhere, unless PAGEGRADE_TEST_PACK_NATIVE=build, the install skips install
 * scripts and takes the module the clone compiled — the same version for the same Node, which the
 * test checks — since packaging, not compiling SQLite, is what it tests.
 */
const reuseNative = !process.env['CI'] && process.env['PAGEGRADE_TEST_PACK_NATIVE'] !== 'build';
const installScripts = reuseNative ? ['--ignore-scripts'] : [];
const packageVersion = (dir: string) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

let dir: string;
let app: string;
let tarballs: string[];

/** The environment of a user's shell: none of this repository's development settings. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  delete env['NODE_OPTIONS'];
  delete env['NODE_ENV'];
  // Set by the test runner for its own children: a nested `node --test` would report to it.
  delete env['NODE_TEST_CONTEXT'];
  for (const k of Object.keys(env)) if (k.startsWith('npm_')) delete env[k];
  return env;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = userEnv(), timeout = 600_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, timeout });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const npm = (args: string[], cwd: string) => run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], cwd);
const pagegrade = (args: string[], env?: Record<string, string>) => run(join(app, 'node_modules', '.bin', 'pagegrade'), args, app, userEnv(env));

/** Starts a long-running `pagegrade` command and resolves with the first stderr log line matching `ready`. */
function start(args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(join(app, 'node_modules', '.bin', 'pagegrade'), args, { cwd: app, env: userEnv(env) });
  let stderr = '';
  const line = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${ready.source}" within 120 s:\n${stderr}`)), 120_000);
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      stderr += c;
      const found = stderr.split('\n').find((l) => ready.test(l));
      if (found) {
        clearTimeout(timer);
        resolve(JSON.parse(found) as Record<string, unknown>);
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before "${ready.source}":\n${stderr}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  };
  return { line, stop, stderr: () => stderr };
}

before(async () => {
  if (skip) return;
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-pack-'));
  const packed = await run(process.execPath, [join(root, 'scripts/pack.mjs'), join(dir, 'packed')], root);
  assert.equal(packed.code, 0, packed.stderr);
  tarballs = readdirSync(join(dir, 'packed')).map((f) => join(dir, 'packed', f));
  app = join(dir, 'app');
  mkdirSync(app);
  // A project allows a dependency's install script in its package.json (npm 11.19 refuses
  // --allow-scripts for project installs); npm before 11.19 ignores the field.
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, allowScripts: { 'better-sqlite3': true } }));
  const installed = await npm(['install', ...installScripts, ...tarballs], app);
  assert.equal(installed.code, 0, installed.stderr);
  if (reuseNative) {
    const from = join(root, 'node_modules', 'better-sqlite3');
    const to = join(app, 'node_modules', 'better-sqlite3');
    assert.equal(packageVersion(to), packageVersion(from), 'the clone has another better-sqlite3: set PAGEGRADE_TEST_PACK_NATIVE=build');
    cpSync(join(from, 'build', 'Release', 'better_sqlite3.node'), join(to, 'build', 'Release', 'better_sqlite3.node'));
  }
  writeFileSync(join(app, 'page.html'), '<!doctype html><html lang="en"><head><title>A saved page</title></head><body><h1>Lorem ipsum</h1><p>Dolor sit amet.</p></body></html>');
});
after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('every publishable package is packed, at one version, with its build and without its sources', { skip }, () => {
  const names = tarballs.map((t) => t.split('/').pop()).sort();
  const expected = ['pagegrade', 'pagegrade-core', 'pagegrade-server', ...['accessibility', 'code-quality', 'data-tracking', 'geo', 'performance', 'security', 'seo', 'ui-ux'].map((p) => `pagegrade-plugin-${p}`)];
  assert.deepEqual(names, expected.map((n) => `${n}-${version}.tgz`).sort());
  const core = join(app, 'node_modules', '@pagegrade', 'core');
  assert.ok(existsSync(join(core, 'dist', 'index.js')) && existsSync(join(core, 'dist', 'index.d.ts')));
  assert.ok(!existsSync(join(core, 'src')), 'the sources stay out of the package');
  // Nothing in the install can compile TypeScript at run time.
  assert.ok(!existsSync(join(app, 'node_modules', 'tsx')), 'tsx was installed');
});

test('npx pagegrade: --version, analyze on a saved page (JSON and SARIF), checks', { skip }, async () => {
  const v = await pagegrade(['--version']);
  assert.equal(v.stdout, `pagegrade ${version}\n`, v.stderr);
  const json = await pagegrade(['analyze', 'page.html', '--json']);
  assert.equal(json.code, 0, json.stderr);
  const doc = JSON.parse(json.stdout) as { summary: { score: number }; checks: Array<{ id: string }> };
  assert.ok(doc.summary.score > 0 && doc.checks.length > 400, `${doc.checks.length} checks`);
  const sarif = await pagegrade(['analyze', 'page.html', '--format', 'sarif']);
  assert.equal(sarif.code, 0, sarif.stderr);
  assert.equal(JSON.parse(sarif.stdout).runs[0].tool.driver.version, version);
  const npx = await run('npx', ['--no-install', 'pagegrade', 'checks', '--json'], app);
  assert.equal(npx.code, 0, npx.stderr);
  assert.equal((JSON.parse(npx.stdout) as unknown[]).length, doc.checks.length);
});

/** A plugin in a folder of its own, without node_modules, as a user would write one beside the install. */
function outsidePlugin(): string {
  const folder = join(dir, 'outside-plugin');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'outside-plugin', version: '1.0.0', type: 'module', main: 'index.js', peerDependencies: { '@pagegrade/core': '*' } }));
  writeFileSync(
    join(folder, 'index.js'),
    `import { definePlugin, defineRule } from '@pagegrade/core';
export default definePlugin({ name: 'outside', rules: [defineRule({
  id: 'outside/no-marquee', dimension: 'uiux', impact: 'critical', tags: [],
  title: 'No marquee element scrolls text', failureTitle: 'A marquee element scrolls text',
  description: 'Looks for the obsolete marquee element.', why: 'Moving text is hard to read and cannot be paused.',
  fix: 'Replace the marquee with static text.',
  create(ctx) { return { element: { marquee(el) { ctx.report(el, 'A marquee element scrolls its text.'); } } }; },
})] });
`,
  );
  return folder;
}

test('pagegrade serve answers /api/v1/health and MCP with the release version, and runs a plugin from a folder on its worker threads', { skip }, async () => {
  const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><head><title>Sale</title></head><body><marquee>Sale!</marquee></body></html>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const server = start(
    ['serve'],
    { HOST: '127.0.0.1', PORT: '0', PAGEGRADE_DATA_DIR: join(dir, 'data'), PAGEGRADE_PLUGINS: outsidePlugin(), PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1' },
    /"pagegrade listening"/,
  );
  try {
    const { port } = (await server.line) as { port: number };
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    assert.equal(health.status, 200);
    const body = (await health.json()) as { status: string; version: string; checks: number };
    assert.equal(body.status, 'ok');
    assert.equal(body.version, version);
    assert.ok(body.checks > 400);
    const mcp = await fetch(`http://127.0.0.1:${port}/api/v1/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'pack-test', version: '1.0.0' } } }),
    });
    assert.equal(mcp.status, 200);
    assert.equal(((await mcp.json()) as { result: { serverInfo: { version: string } } }).result.serverInfo.version, version);
    // The site's stylesheet and the documents the server reads are in the package.
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs/scoring.md`)).status, 200);
    // The plugin's check is in the catalogue, and an analysis (on the pool's threads) reports it.
    const catalogue = (await (await fetch(`http://127.0.0.1:${port}/api/v1/checks`)).json()) as unknown;
    assert.match(JSON.stringify(catalogue), /"outside\/no-marquee"/);
    const { port: sitePort } = site.address() as AddressInfo;
    const analyzed = await fetch(`http://127.0.0.1:${port}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `http://127.0.0.1:${sitePort}/` }) });
    assert.equal(analyzed.status, 200, await analyzed.clone().text());
    const summary = (await analyzed.json()) as { reportUrl: string };
    const report = await (await fetch(new URL(new URL(summary.reportUrl).pathname, `http://127.0.0.1:${port}`))).text();
    assert.match(report, /A marquee element scrolls text/);
  } finally {
    assert.equal(await server.stop(), 0, server.stderr());
    site.close();
  }
});

test('pagegrade worker runs from the packages (against PostgreSQL and Redis when the tests have them)', { skip }, async () => {
  if (!redisUrl || !databaseUrl) {
    // Without them it still loads the service from the packages and refuses plainly.
    const r = await pagegrade(['worker'], { PAGEGRADE_DATABASE_URL: '', PAGEGRADE_REDIS_URL: '' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /set PAGEGRADE_DATABASE_URL and PAGEGRADE_REDIS_URL/);
    return;
  }
  const place = await freshSchema();
  const worker = start(['worker'], { PAGEGRADE_DATABASE_URL: place.url, PAGEGRADE_REDIS_URL: redisUrl, PAGEGRADE_REDIS_PREFIX: `pack-${process.pid}`, PAGEGRADE_THREADS: '1' }, /"pagegrade worker ready"/);
  try {
    // It migrated the database from the SQL files in the package, then took the queue.
    const ready = await worker.line;
    assert.equal(ready['threads'], 1);
  } finally {
    assert.equal(await worker.stop(), 0, worker.stderr());
    await place.drop();
  }
});

test('the example plugin, as its author builds, tests and publishes it, is reported by the CLI', { skip }, async () => {
  const author = join(dir, 'pagegrade-plugin-example');
  const source = join(root, 'examples', 'plugin-example');
  cpSync(source, author, { recursive: true, filter: (p) => !/[/\\](node_modules|dist)$/.test(p) });
  const core = tarballs.find((t) => t.includes('pagegrade-core-'))!;
  // What an author runs: the engine as a dev dependency (here its tarball, as it is not published).
  const dev = await npm(['install', '--save-dev', core], author);
  assert.equal(dev.code, 0, dev.stderr);
  const own = await run('npm', ['test'], author);
  assert.equal(own.code, 0, own.stdout + own.stderr);
  assert.match(own.stdout, /# fail 0/);
  assert.match(own.stdout, /# pass [1-9]/);
  const packed = await run('npm', ['pack', '--json', '--pack-destination', dir], author);
  assert.equal(packed.code, 0, packed.stderr);
  const { filename, files } = (JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>)[0]!;
  assert.ok(files.some((f) => f.path === 'dist/index.d.ts') && !files.some((f) => /test|fixtures|src\//.test(f.path)), files.map((f) => f.path).join(' '));
  const installed = await npm(['install', ...installScripts, join(dir, filename)], app);
  assert.equal(installed.code, 0, installed.stderr);
  const r = await pagegrade(['analyze', 'page.html', '--plugin', 'pagegrade-plugin-example', '--json']);
  assert.equal(r.code, 0, r.stderr);
  const check = (JSON.parse(r.stdout) as { checks: Array<{ id: string; outcome: string }> }).checks.find((c) => c.id === 'example/no-placeholder-text');
  assert.equal(check?.outcome, 'fail');
});
