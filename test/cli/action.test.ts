import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { PAGEGRADE_BIN } from '../helpers/cli.ts';

// The GitHub Action's own steps, run as a runner runs them: each `run:` script through bash with
// the runner's variables, the inputs passed through `env:`; the upload step (another action) is
// left out, as is the install when `command` names an installed CLI (no network in tests).

interface Step {
  id?: string;
  name?: string;
  shell?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  'working-directory'?: string;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as Action;
let workspace: string;
let site: FixtureSite;

before(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'pagegrade-action-'));
  mkdirSync(join(workspace, 'dist', 'blog'), { recursive: true });
  writeFileSync(join(workspace, 'dist', 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Built site</title></head><body><main><h1>Built</h1><img src="/a.png"></main></body></html>');
  writeFileSync(join(workspace, 'dist', 'blog', 'post.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head><body><main><h1>Post</h1></main></body></html>');
  writeFileSync(join(workspace, 'budget.json'), JSON.stringify({ checks: { 'performance/dom-size': ['error', { max: 3 }] } }));
  site = await startSite({ '/': { body: '<!doctype html><html lang="en"><head><title>Live</title></head><body><h1>Live</h1></body></html>' } });
  writeFileSync(join(workspace, 'urls.txt'), `# pages to grade\n\n  ${site.url}  \r\n`);
});
after(async () => {
  rmSync(workspace, { recursive: true, force: true });
  await site.close();
});

/** `${{ … }}` as the runner expands it, for the contexts the action uses. */
function expand(text: string, inputs: Record<string, string>, outputs: Record<string, Record<string, string>>): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expr: string) => {
    let m = /^inputs\.([\w-]+)$/.exec(expr);
    if (m) return inputs[m[1]!] ?? action.inputs[m[1]!]?.default ?? '';
    m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
    if (m) return outputs[m[1]!]?.[m[2]!] ?? '';
    throw new Error(`The test does not evaluate \${{ ${expr} }}`);
  });
}

function bash(script: string, cwd: string, env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    // How a runner starts a `shell: bash` step.
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 600_000 });
    child.stderr.resume();
    child.on('close', resolve);
  });
}

/** Runs the action's run steps in order, like a job would (stopping at the first failing one). */
async function runAction(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const runner = mkdtempSync(join(tmpdir(), 'pagegrade-runner-'));
  const outputs: Record<string, Record<string, string>> = {};
  const codes: Record<string, number | null> = {};
  const summary = join(runner, 'summary.md');
  writeFileSync(summary, '');
  try {
    for (const [i, step] of action.runs.steps.entries()) {
      if (!step.run) continue;
      const key = step.id ?? `step${i}`;
      const outputFile = join(runner, `${key}.out`);
      writeFileSync(outputFile, '');
      const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, inputs, outputs)]));
      const cwd = join(workspace, expand(step['working-directory'] ?? '.', inputs, outputs));
      const code = await bash(step.run, cwd, { ...env, ...stepEnv, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runner });
      codes[key] = code;
      outputs[key] = Object.fromEntries(
        readFileSync(outputFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
      if (code !== 0) break;
    }
    return { codes, outputs, summary: readFileSync(summary, 'utf8') };
  } finally {
    rmSync(runner, { recursive: true, force: true });
  }
}

test('action.yml is a composite action whose scripts take their inputs from the environment and which uploads SARIF', () => {
  assert.equal(action.runs.using, 'composite');
  for (const step of action.runs.steps) {
    if (step.run) {
      assert.equal(step.shell, 'bash');
      assert.doesNotMatch(step.run, /\$\{\{/, `${step.name}: an input spliced into a script could inject shell code`);
    }
  }
  const upload = action.runs.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
  assert.ok(upload, 'uploads with github/codeql-action/upload-sarif');
  assert.match(upload.if!, /always\(\)/);
  assert.deepEqual(Object.keys(action.outputs).sort(), ['exit-code', 'sarif-file']);
});

test("the action's steps grade a build folder or a URL list, write SARIF and fail on the gates", async () => {
  const command = `node ${PAGEGRADE_BIN}`;
  const cases: Array<{ name: string; inputs: Record<string, string>; env?: Record<string, string>; analyze: number; exit?: string; gate?: number; pages?: string[] }> = [
    { name: 'a build folder that passes', inputs: { path: 'dist', command }, analyze: 0, exit: '0', gate: 0, pages: ['dist/blog/post.html', 'dist/index.html'] },
    { name: 'below --fail-under', inputs: { path: 'dist', 'fail-under': '10 accessibility=99', command }, analyze: 0, exit: '3', gate: 3 },
    { name: 'a budget missed', inputs: { path: 'dist/index.html', config: 'budget.json', command }, analyze: 0, exit: '3', gate: 3 },
    { name: 'a URL list', inputs: { 'url-file': 'urls.txt', command, 'sarif-file': 'out.sarif' }, env: { PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1' }, analyze: 0, exit: '0', gate: 0, pages: [site.url] },
    { name: 'a page that cannot be analyzed', inputs: { urls: 'http://10.0.0.1/', command }, env: { PAGEGRADE_UNSAFE_ALLOW_HOSTS: '' }, analyze: 0, exit: '1', gate: 1 },
    { name: 'nothing to grade', inputs: { command }, analyze: 2 },
    { name: 'a usage error stops at once', inputs: { path: 'dist', args: '--threads 0', command }, analyze: 2 },
  ];
  for (const c of cases) {
    const r = await runAction(c.inputs, c.env);
    assert.equal(r.codes['install'], 0, c.name);
    assert.equal(r.outputs['install']!['command'], command);
    assert.equal(r.codes['analyze'], c.analyze, c.name);
    if (c.exit === undefined) continue;
    assert.equal(r.outputs['analyze']!['exit-code'], c.exit, c.name);
    const gate = Object.entries(r.codes).find(([k]) => k !== 'install' && k !== 'analyze');
    assert.equal(gate?.[1], c.gate, c.name);
    const sarif = JSON.parse(readFileSync(join(workspace, r.outputs['analyze']!['sarif-file']!), 'utf8'));
    assert.equal(sarif.version, '2.1.0');
    if (c.pages) assert.deepEqual(sarif.runs[0].properties.pages.map((p: { input: string }) => p.input), c.pages, c.name);
    assert.match(r.summary, /### pagegrade/);
  }
});
