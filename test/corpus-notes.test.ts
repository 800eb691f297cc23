// Every check that fails or warns on more than 80 % of the benchmark corpus says why (bench/corpus-notes.ts),
// and the list names no other check: a fix that brings a check under the bar removes its note.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, loadRules } from '@pagegrade/core';
import { loadCorpus } from '../bench/corpus.ts';
import { CORPUS_NOTES } from '../bench/corpus-notes.ts';

test('the checks that fail or warn on more than 80 % of the corpus are exactly the explained ones', async () => {
  const rules = await loadRules();
  const corpus = loadCorpus();
  const bad = new Map<string, number>();
  for (const p of corpus) {
    for (const c of analyze(p.snapshot, rules).checks) if (c.outcome === 'fail' || c.outcome === 'warn') bad.set(c.id, (bad.get(c.id) ?? 0) + 1);
  }
  const frequent = [...bad].filter(([, n]) => n > corpus.length * 0.8).map(([id]) => id).sort();
  assert.deepEqual(frequent, Object.keys(CORPUS_NOTES).sort());
});
