// npm run act — runs the vendored W3C ACT test cases (test/act/) through the checks tagged with
// their rules and writes:
//   docs/act-report.json   the implementation report, EARL in JSON-LD as the W3C ACT
//                          implementation pages read it (one TestSubject per test case, its
//                          `source` the case's URL, one Assertion per tagged check);
//   docs/act.md            the scope table and per-rule summary between its generated markers;
//   test/act/figures.json  the figures test/act.test.ts holds the checks to (no rule may fall
//                          below its recorded count of right cases).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRules, type Outcome } from '@pagegrade/core';
import { runAct, type ActOutcome, type ActRun, type RuleSummary } from '../test/act/harness.ts';
import { OUT_OF_SCOPE, REASONS, STATIC_RULES } from '../test/act/scope.ts';
import { DELIBERATE_TARGETS } from '../test/act/targets.ts';

const root = new URL('..', import.meta.url).pathname;
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const run = runAct(await loadRules());

const EARL: Record<Outcome, ActOutcome> = {
  pass: 'passed',
  fail: 'failed',
  'not-applicable': 'inapplicable',
  'needs-review': 'cantTell',
  warn: 'cantTell',
  error: 'cantTell',
};

function earlReport(r: ActRun): object {
  const assertor = { '@id': '_:pagegrade', '@type': 'Assertor', title: 'pagegrade', release: version };
  const graph = r.cases
    .filter((c) => r.rules.find((s) => s.ruleId === c.case.ruleId)!.checks.length > 0)
    .map((c) => {
      const checks = r.rules.find((s) => s.ruleId === c.case.ruleId)!.checks;
      return {
        '@type': 'TestSubject',
        source: c.case.url,
        assertions: checks.map((id) => {
          const own = c.checks.find((x) => x.id === id);
          return {
            '@type': 'Assertion',
            mode: 'earl:automatic',
            assertedBy: assertor['@id'],
            test: { '@type': 'TestCase', title: id },
            result: { '@type': 'TestResult', outcome: `earl:${own ? EARL[own.outcome] : 'untested'}` },
          };
        }),
      };
    });
  return { '@context': 'https://www.w3.org/WAI/content-assets/wcag-act-rules/earl-context.json', '@graph': [assertor, ...graph] };
}

function pct(n: number, d: number): string {
  return d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`;
}

function ruleLink(id: string, name: string): string {
  return `[${id}](https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/) ${name}`;
}

function status(s: RuleSummary): string {
  if (s.checks.length === 0) return 'not mapped';
  return s.complete ? 'complete' : s.consistent ? 'consistent' : 'inconsistent';
}

function resultsSection(r: ActRun): string {
  const t = r.totals;
  const lines = [
    `Over the ${t.rules} statically decidable rules (${t.cases} HTML test cases): **${t.right} right (${pct(t.right, t.cases)})**, **${t.wrongFailures} wrong failures**; ${t.mapped} rules mapped to checks, ${t.consistent} consistent, of which ${t.complete} complete.`,
    '',
    '| Rule | Checks | Cases | Right | Wrong failures | Missed failures | Can\'t tell | Status |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const row = (s: RuleSummary) =>
    `| ${ruleLink(s.ruleId, s.ruleName)} | ${s.checks.map((c) => `\`${c}\``).join(', ') || '–'} | ${s.html}${s.cases > s.html ? ` (+${s.cases - s.html} not HTML)` : ''} | ${s.right} | ${s.wrongFailures} | ${s.missedFailures} | ${s.cantTell} | ${status(s)} |`;
  for (const s of r.rules.filter((x) => x.static)) lines.push(row(s));
  const others = r.rules.filter((x) => !x.static);
  if (others.length) {
    lines.push('', 'Rules outside the static set that a check is tagged with (not counted in the totals):', '', lines[2]!, lines[3]!);
    for (const s of others) lines.push(row(s));
  }
  return lines.join('\n');
}

function scopeSection(): string {
  const lines = ['| Rule | Why it is out |', '|---|---|'];
  for (const [id, o] of Object.entries(OUT_OF_SCOPE).sort(([a], [b]) => a.localeCompare(b))) lines.push(`| ${ruleLink(id, o.name)} | ${o.reason}: ${o.note} |`);
  lines.push('', 'Reasons:', '');
  for (const [k, v] of Object.entries(REASONS)) lines.push(`- **${k}**: ${v}.`);
  return lines.join('\n');
}

function staticSection(): string {
  return Object.entries(STATIC_RULES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, name]) => `- ${ruleLink(id, name)}`)
    .join('\n');
}

function targetsSection(): string {
  const lines = ['Each finding of a failed case points at the element the rule\'s applicability names (`test/act/targets.ts`; `test/act.test.ts` holds every finding to it), so results can be matched to the rule\'s and to axe-core\'s. Deliberate differences:', ''];
  for (const [id, d] of Object.entries(DELIBERATE_TARGETS)) lines.push(`- ${ruleLink(id, STATIC_RULES[id] ?? id)}: \`${d.check}\` reports at \`${d.at}\`: ${d.reason}.`);
  return lines.join('\n');
}

function replaceBetween(text: string, marker: string, body: string): string {
  const start = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/act.md has no ${start} … ${end} section`);
  return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
}

writeFileSync(join(root, 'docs', 'act-report.json'), `${JSON.stringify(earlReport(run), null, 1)}\n`);
let doc = readFileSync(join(root, 'docs', 'act.md'), 'utf8');
doc = replaceBetween(doc, 'act:static', staticSection());
doc = replaceBetween(doc, 'act:out', scopeSection());
doc = replaceBetween(doc, 'act:results', resultsSection(run));
doc = replaceBetween(doc, 'act:targets', targetsSection());
writeFileSync(join(root, 'docs', 'act.md'), doc);
const figures = {
  totals: run.totals,
  rules: Object.fromEntries(run.rules.filter((s) => s.checks.length > 0).map((s) => [s.ruleId, { right: s.right, wrongFailures: s.wrongFailures }])),
};
writeFileSync(join(root, 'test', 'act', 'figures.json'), `${JSON.stringify(figures, null, 1)}\n`);
const t = run.totals;
console.log(`ACT: ${t.right}/${t.cases} right (${pct(t.right, t.cases)}), ${t.wrongFailures} wrong failures, ${t.consistent}/${t.rules} rules consistent, ${t.complete} complete`);
