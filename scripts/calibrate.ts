// Grades the calibration fixture sites and the htmlparser-benchmark corpus, prints the score
// distribution per dimension, and with --write records it in docs/scoring.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { DIMENSIONS, DIMENSION_LABELS, analyze, capsOf, loadRules, type Analysis } from '@pagegrade/core';
import { loadCorpus } from '../bench/corpus.ts';
import { CALIBRATION_SITES } from '../test/fixtures/sites/index.ts';

const rules = await loadRules();
const verbose = process.argv.includes('--verbose');

const siteRows: string[] = [];
for (const site of CALIBRATION_SITES) {
  const a = analyze(site.build(), rules);
  const s = a.summary;
  siteRows.push(`| ${site.name} | ${site.expectation} | **${s.score}** (${s.grade}) | ${s.dimensions.map((d) => d.score).join(' / ')} |`);
  console.log(`${site.name.padEnd(28)} ${String(s.score).padStart(3)} ${s.grade.padEnd(2)}  ${s.dimensions.map((d) => `${d.key}:${d.score}`).join(' ')}`);
  if (verbose) for (const c of a.checks) if (c.outcome === 'fail' || c.outcome === 'warn') console.log(`    ${c.outcome} ${c.id}: ${c.findings[0]?.detail ?? ''}`);
}

const corpus = loadCorpus();
const results: Analysis[] = corpus.map((p) => analyze(p.snapshot, rules));
const bins = [0, 20, 40, 50, 60, 70, 80, 90, 95];
const label = (lo: number, i: number) => (i === bins.length - 1 ? `${lo}–100` : `${lo}–${bins[i + 1]! - 1}`);
const dist = (scores: number[]) => bins.map((lo, i) => scores.filter((s) => s >= lo && (i === bins.length - 1 || s < bins[i + 1]!)).length);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const columns: Array<[string, number[]]> = [
  ['Overall', results.map((r) => r.summary.score)],
  ...DIMENSIONS.map((d) => [DIMENSION_LABELS[d], results.map((r) => r.summary.dimensions.find((x) => x.key === d)!.score)] as [string, number[]]),
];
const table = [
  `| Score | ${columns.map((c) => c[0]).join(' | ')} |`,
  `|---|${columns.map(() => '---').join('|')}|`,
  ...bins.map((lo, i) => `| ${label(lo, i)} | ${columns.map((c) => dist(c[1])[i]).join(' | ')} |`),
  `| **median** | ${columns.map((c) => median(c[1])).join(' | ')} |`,
].join('\n');
console.log(`\n${table}`);

const capCounts = new Map<string, number>();
for (const r of results) for (const c of r.summary.caps) capCounts.set(c.check, (capCounts.get(c.check) ?? 0) + 1);

if (process.argv.includes('--write')) {
  const capRules = rules.flatMap((r) => capsOf(r).map((cap) => ({ r, cap })));
  const capsTable = [
    '| Check | Scope | Max | Reason | Corpus pages capped |',
    '|---|---|---|---|---|',
    ...capRules.map(({ r, cap }) => `| \`${r.id}\` | ${cap.scope === 'overall' ? 'overall' : DIMENSION_LABELS[r.dimension]} | ${cap.max} | ${cap.reason} | ${capCounts.get(r.id) ?? 0} |`),
  ].join('\n');
  const calibration = [
    'Fixture sites (`test/fixtures/sites/`), graded with every check; dimension scores in the order SEO / GEO / performance / accessibility / code quality / UI/UX / data & tracking / security. `test/calibration.test.ts` holds them to their bands.',
    '',
    '| Site | Expected | Overall | Dimensions |',
    '|---|---|---|---|',
    ...siteRows,
    '',
    `Distribution over the ${corpus.length} real pages of the \`htmlparser-benchmark\` package (number of pages per score band). The pages were saved without response headers or subresources, so they are graded as HTTPS pages served over HTTP/1.1 that send only a content type: header-based checks (security headers, compression, caching, HTTP/2) fail on every page, the pages' absolute http:// references count as mixed content, and checks of robots.txt, llms.txt and the other fetched files are not applicable. Real fetches of these sites would score higher in security and performance and be judged on more checks in SEO and GEO. The checks that fail most often here are listed by npm run calibrate -- --verbose for the fixture sites.`,
    '',
    table,
    '',
  ].join('\n');
  const path = new URL('../docs/scoring.md', import.meta.url);
  const doc = readFileSync(path, 'utf8')
    .replace(/<!-- caps:table -->[\s\S]*?<!-- \/caps:table -->/, `<!-- caps:table -->\n${capsTable}\n<!-- /caps:table -->`)
    .replace(/<!-- calibration -->[\s\S]*?<!-- \/calibration -->/, `<!-- calibration -->\n${calibration}\n<!-- /calibration -->`);
  writeFileSync(path, doc);
  console.log('\nwritten to docs/scoring.md');
}
