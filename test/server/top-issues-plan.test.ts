// The API's top issues follow the plan of fixes: each is the fix that gains most once the ones
// before it are done, carries that gain and the score it leads to, and every projected score is
// what re-scoring the stored checks with those fixes made gives.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, planFixes, score, scoringMeta, type AnalysisSummary, type CheckResult } from '@pagegrade/core';
import { validator } from '@pagegrade/server';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let srv: TestServer;
let site: FixtureSite;
let summary: AnalysisSummary;
let checks: CheckResult[];

before(async () => {
  srv = await startServer();
  // Two caps hold this page: noindex (SEO at most 20) and no responsive viewport (UI/UX at most 60).
  site = await startSite({
    '/': {
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Capped bakery</title></head><body><main><h1>Bread</h1><img src="/a.png"><a href="/x"></a><p style="font-size:9px">Small print</p></main></body></html>',
    },
  });
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(res.status, 200);
  summary = (await res.json()) as AnalysisSummary;
  checks = (await srv.stores.analyses.get(summary.id))!.checks;
});
after(async () => {
  await site?.close();
  await srv?.close();
});

test('topIssues are the plan of fixes, each with its gain alone, its gain in the plan and the projected score', async () => {
  assert.ok(validator('AnalysisSummary')(summary), 'the result matches its schema');
  const meta = scoringMeta(await loadRules());
  const plan = planFixes(checks, meta, 10);
  assert.deepEqual(
    summary.topIssues.map((i) => i.check),
    plan.steps.map((s) => s.check.id),
  );
  assert.equal(summary.topIssues.length, 10);
  assert.ok(summary.caps.length >= 2, `capped: ${summary.caps.map((c) => c.check).join(', ')}`);
  // The first fix is the one that gains most on its own.
  const best = Math.max(...summary.topIssues.map((i) => i.gain!.overall));
  assert.equal(summary.topIssues[0]!.plan!.overall, best);
  let previous = summary.score;
  summary.topIssues.forEach((issue, k) => {
    const ids = summary.topIssues.slice(0, k + 1).map((i) => i.check);
    const rescored = score(checks.map((c) => (ids.includes(c.id) ? { ...c, outcome: 'pass' as const } : c)), meta);
    assert.equal(issue.plan!.score, rescored.score, `projection after ${ids.join(', ')}`);
    assert.equal(issue.plan!.grade, rescored.grade);
    assert.equal(issue.plan!.overall, rescored.score - previous);
    previous = rescored.score;
    for (const id of issue.plan!.after ?? []) assert.ok(ids.slice(0, k).includes(id), `${issue.check} waits on ${id}, listed before it`);
  });
  assert.ok(summary.topIssues.some((i) => (i.plan!.after ?? []).length > 0 && i.plan!.overall > i.gain!.overall), 'an issue a cap held back says which fix it waits on');
});

test('the stored analysis returns the same order through GET /api/v1/analyses/{id}', async () => {
  const res = await fetch(`${srv.url}/api/v1/analyses/${summary.id}`);
  const job = (await res.json()) as { result: AnalysisSummary };
  assert.deepEqual(job.result.topIssues, summary.topIssues);
});
