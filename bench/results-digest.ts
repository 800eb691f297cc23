// npm run bench:digest [-- <out.jsonl>] — the analysis JSON of every corpus page, one line per page,
// with the sha256 of all of it. A speed change to the engine or a check must leave this digest
// unchanged; compare it before and after (a changed line names the page whose results moved).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { analyze, loadRules } from '@pagegrade/core';
import { loadCorpus } from './corpus.ts';

const rules = await loadRules();
const lines = loadCorpus().map((p) => `${p.name}\t${JSON.stringify(analyze(p.snapshot, rules, { id: 'bench' }))}`);
const text = lines.join('\n') + '\n';
const out = process.argv[2];
if (out) writeFileSync(out, text);
console.log(`${lines.length} pages, ${rules.length} checks, sha256 ${createHash('sha256').update(text).digest('hex')}`);
