// npm run bench:digest [-- <out.jsonl>] [-- --plugin <name>] — the analysis JSON of every corpus
// page, one line per page, with the sha256 of all of it. A speed change to the engine or a check
// must leave this digest unchanged; compare it before and after (a changed line names the page
// whose results moved). `--plugin seo` grades with that plugin's checks alone, so work on one
// plugin can be verified while other plugins change.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { analyze, loadRules } from '@pagegrade/core';
import { loadCorpus } from './corpus.ts';

// npm passes a second `--` through; it is not an output file.
const args = process.argv.slice(2).filter((a) => a !== '--');
const at = args.indexOf('--plugin');
const plugin = at >= 0 ? args.splice(at, 2)[1] : undefined;
const rules = plugin ? await loadRules([], [`@pagegrade/plugin-${plugin}`]) : await loadRules();
const lines = loadCorpus().map((p) => `${p.name}\t${JSON.stringify(analyze(p.snapshot, rules, { id: 'bench' }))}`);
const text = lines.join('\n') + '\n';
const out = args[0];
if (out) writeFileSync(out, text);
console.log(`${lines.length} pages, ${rules.length} checks${plugin ? ` (${plugin} only)` : ''}, sha256 ${createHash('sha256').update(text).digest('hex')}`);
