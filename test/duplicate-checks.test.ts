// Two checks that give the same outcome on every page judge the same thing, and a page would pay
// for it twice. Every rule runs over every rule fixture and every page of the benchmark corpus;
// no two may agree everywhere. A pair that only collides because the pages lack some input needs
// a fixture that separates them (if their questions differ) or one owner (if they do not: see
// `alsoScores` in docs/writing-rules.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildPage, loadRules, runRules, type Outcome, type PageSnapshot } from '@pagegrade/core';
import { fixtureSnapshot, type RuleFixtureSet } from '@pagegrade/core/testing';
import { loadCorpus } from '../bench/corpus.ts';

const root = new URL('..', import.meta.url).pathname;
const rules = await loadRules();

const pages: PageSnapshot[] = [];
for (const plugin of readdirSync(join(root, 'plugins')).sort()) {
  const dir = join(root, 'plugins', plugin, 'src', 'rules');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.fixtures.ts')).sort()) {
    const set = (await import(join(dir, file))).default as RuleFixtureSet;
    for (const fixture of set.cases) pages.push(fixtureSnapshot(fixture));
  }
}
const fixturePages = pages.length;
for (const p of loadCorpus()) pages.push(p.snapshot);

/**
 * Pairs that collide on these pages and are kept anyway, each with the reason. Keep it tiny:
 * almost always a fixture that separates the two, or a merge, is the answer.
 */
const ALLOWED: ReadonlyArray<{ pair: readonly [string, string]; reason: string }> = [];

/**
 * Each rule's outcomes on all pages, one character a page. Computed once for the file: every
 * page is analysed a single time, with a time budget no shared machine reaches, so a slow run
 * cannot turn an outcome into `error`.
 */
const CODE: Record<Outcome, string> = { pass: 'p', fail: 'f', warn: 'w', 'not-applicable': 'n', 'needs-review': 'r', error: 'e' };
const rows: string[][] = rules.map(() => []);
for (const snapshot of pages) {
  const results = runRules(buildPage(snapshot), rules, { ruleBudgetMs: 120_000 });
  for (let i = 0; i < results.length; i++) rows[i]!.push(CODE[results[i]!.outcome]);
}
const vectors = new Map(rules.map((r, i) => [r.id, rows[i]!.join('')]));

/** Groups of ids whose outcome vectors are equal, leaving out checks that apply to no page at all. */
function collisions(byId: ReadonlyMap<string, string>): string[][] {
  const groups = new Map<string, string[]>();
  for (const [id, v] of byId) {
    if (!/[^n]/.test(v)) continue;
    let g = groups.get(v);
    if (!g) groups.set(v, (g = []));
    g.push(id);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

function allowed(a: string, b: string): boolean {
  return ALLOWED.some(({ pair: [x, y] }) => (x === a && y === b) || (x === b && y === a));
}

test(`no two checks give the same outcomes on all ${fixturePages} fixture pages and the corpus`, () => {
  assert.ok(fixturePages > 1000 && pages.length > fixturePages + 200, `only ${fixturePages} fixture pages and ${pages.length - fixturePages} corpus pages were found`);
  const problems: string[] = [];
  for (const group of collisions(vectors)) {
    const pairs = group.flatMap((a, i) => group.slice(i + 1).map((b) => [a, b] as const)).filter(([a, b]) => !allowed(a, b));
    if (pairs.length === 0) continue;
    const v = vectors.get(group[0]!)!;
    const tally = (c: string) => [...v].filter((x) => x === c).length;
    problems.push(`${group.join(' = ')} (pass ${tally('p')}, fail ${tally('f')}, warn ${tally('w')}, not applicable ${tally('n')} on ${v.length} pages)`);
  }
  assert.deepEqual(problems, [], 'these checks judge every page alike: separate them with a fixture where their questions differ, or merge them (one owner, alsoScores for the other dimension)');
});

test('every allowed collision still collides and says why', () => {
  const colliding = collisions(vectors);
  for (const { pair: [a, b], reason } of ALLOWED) {
    assert.ok(reason.trim().length > 20, `${a} = ${b} needs a written reason`);
    assert.ok(colliding.some((g) => g.includes(a) && g.includes(b)), `${a} and ${b} no longer collide: drop them from ALLOWED`);
  }
});

test('the comparison finds a check that judges like another', () => {
  const judged = rules.find((r) => /[pfw]/.test(vectors.get(r.id)!))!;
  const withClone = new Map(vectors).set('test/clone', vectors.get(judged.id)!);
  assert.ok(collisions(withClone).some((g) => g.includes(judged.id) && g.includes('test/clone')));
  const notApplicable = new Map(vectors).set('test/never-a', 'n'.repeat(pages.length)).set('test/never-b', 'n'.repeat(pages.length));
  assert.ok(!collisions(notApplicable).some((g) => g.includes('test/never-a')), 'checks that never apply are not compared');
});
