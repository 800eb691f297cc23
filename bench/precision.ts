// npx tsx bench/precision.ts — the precision corpus (test/precision/) in figures: per dimension, the
// verdicts of that dimension's checks on its pages. Every page there is built to raise no alarm in
// its dimension, so every `fail` is a wrong alarm (test/precision/corpus.test.ts fails on one);
// warnings are advice the page does not follow, counted apart.
import { analyze, loadRules, DIMENSIONS } from '@pagegrade/core';
import { precisionPages } from '../test/precision/pages.ts';

const rules = await loadRules();
const rows = new Map(DIMENSIONS.map((d) => [d, { pages: 0, pass: 0, fail: 0, warn: 0, review: 0, na: 0 }]));
for (const page of precisionPages()) {
  const row = rows.get(page.dimension)!;
  row.pages++;
  for (const c of analyze(page.snapshot, rules, { id: 'precision' }).checks) {
    if (c.dimension !== page.dimension) continue;
    if (c.outcome === 'pass') row.pass++;
    else if (c.outcome === 'fail') row.fail++;
    else if (c.outcome === 'warn') row.warn++;
    else if (c.outcome === 'needs-review') row.review++;
    else if (c.outcome === 'not-applicable') row.na++;
  }
}
console.log('| Dimension | Pages | Pass | Fail (wrong) | Warn | Needs review | Not applicable | Wrong failures among decisive verdicts |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [d, r] of rows) {
  if (r.pages === 0) continue;
  const decisive = r.pass + r.fail + r.warn;
  console.log(`| ${d} | ${r.pages} | ${r.pass} | ${r.fail} | ${r.warn} | ${r.review} | ${r.na} | ${decisive ? ((100 * r.fail) / decisive).toFixed(1) : '—'} % |`);
}
