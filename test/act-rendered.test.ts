// The W3C ACT test cases of the rules that need a rendered page (test/act/scope.ts, RENDERED_RULES),
// drawn by Chromium from a loopback server and judged on their rendered snapshots: no check may
// fail a case the rule says passes or does not apply, and no rule may get fewer cases right than
// `npm run act` recorded for rendered mode (test/act/figures.json). Only these rules' cases are
// drawn, so the test stays within a minute or two; `npm run act` draws every case.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'domhandler';
import { loadRules } from '@pagegrade/core';
import { ACT_DIR, runActRendered, type ActRun } from './act/harness.ts';
import { noBrowser, startDrawer } from './act/render.ts';
import { RENDERED_RULES } from './act/scope.ts';

interface Figures {
  rendered?: { rules: Record<string, { right: number; wrongFailures: number }> };
}

const skip = noBrowser() ?? false;
const figures = JSON.parse(readFileSync(join(ACT_DIR, 'figures.json'), 'utf8')) as Figures;

let run: ActRun | undefined;
async function drawn(): Promise<ActRun> {
  if (run) return run;
  const drawer = await startDrawer();
  after(() => drawer.close());
  run = await runActRendered(await loadRules(), drawer.draw, { only: (id) => id in RENDERED_RULES });
  return run;
}

test('every case of the rendered rules is drawn', { skip }, async () => {
  const r = await drawn();
  assert.deepEqual(r.unrendered?.map((u) => `${u.case.ruleId}/${u.case.testcaseId}: ${u.reason}`), []);
});

test('no check fails a rendered ACT case that passes or does not apply', { skip }, async () => {
  const r = await drawn();
  const wrong = r.cases.filter((c) => c.outcome === 'failed' && c.case.expected !== 'failed');
  assert.deepEqual(
    wrong.map((c) => `${c.case.ruleId} ${c.case.testcaseTitle} (${c.case.relativePath}): ${c.checks.filter((x) => x.outcome === 'fail' || x.outcome === 'warn').map((x) => x.id).join(', ')}`),
    [],
  );
});

test("each finding of a failed rendered case points at the rule's test target", { skip }, async () => {
  const r = await drawn();
  const { selectOne, is } = await import('css-select');
  const { ACT_TARGETS } = await import('./act/targets.ts');
  const off: string[] = [];
  for (const c of r.cases) {
    const target = ACT_TARGETS[c.case.ruleId];
    if (c.case.expected !== 'failed' || !c.page || !target) continue;
    for (const x of c.checks) {
      if (x.outcome !== 'fail') continue;
      for (const selector of x.selectors) {
        const el = selectOne(selector, c.page.document.children) as Element | null;
        if (!el || !(typeof target === 'string' ? is(el, target) : target(el))) off.push(`${c.case.ruleId} ${x.id} (${c.case.relativePath}): ${selector}`);
      }
    }
  }
  assert.deepEqual(off, []);
});

test('every rendered rule gets at least its recorded number of cases right', { skip }, async () => {
  const r = await drawn();
  const below: string[] = [];
  for (const s of r.rules) {
    const recorded = figures.rendered?.rules[s.ruleId];
    if (!recorded) below.push(`${s.ruleId}: not in figures.json (run npm run act)`);
    else if (s.right < recorded.right) below.push(`${s.ruleId}: ${s.right} right, ${recorded.right} recorded`);
  }
  assert.deepEqual(below, []);
});
