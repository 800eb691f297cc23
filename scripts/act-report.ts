// npm run act — runs the vendored W3C ACT test cases (test/act/) through the checks tagged with
// their rules, in static mode and in rendered mode (each case served on 127.0.0.1 and drawn by
// Chromium; skipped with a message when there is none, or with `-- --static`), and writes:
//   docs/act-report.json   the implementation report, EARL in JSON-LD as the W3C ACT
//                          implementation pages read it (one TestSubject per test case, its
//                          `source` the case's URL, one Assertion per tagged check and mode: the
//                          assertor `pagegrade` for static mode, `pagegrade (rendered)` for rendered);
//   docs/act.md            the scope tables and the per-rule summaries, per mode and across both,
//                          between its generated markers;
//   test/act/figures.json  the figures test/act.test.ts and test/act-rendered.test.ts hold the
//                          checks to (no rule may fall below its recorded count of right cases).
// Without a rendered run, the rendered figures, sections and assertions recorded before are kept.
//
// `npm run act -- --rules 59br37,oj04fd` runs only those rules' cases, in both modes (or static
// only with --static), and prints each rule's outcome per case without writing any file: the
// recorded figures, the report and docs/act.md stay those of the last full run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRules, type Outcome } from '@pagegrade/core';
import { acrossModes, asRuleOutcome, FAILING_WARNINGS, runAct, runActRendered, type ActOutcome, type ActRun, type RuleAcross, type RuleSummary } from '../test/act/harness.ts';
import { noBrowser, startDrawer } from '../test/act/render.ts';
import { OUT_OF_SCOPE, REASONS, RENDERED_RULES, STATIC_RULES } from '../test/act/scope.ts';
import { DELIBERATE_TARGETS } from '../test/act/targets.ts';

const root = new URL('..', import.meta.url).pathname;
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const rules = await loadRules();
const rulesArg = process.argv.indexOf('--rules');
const only = rulesArg >= 0 ? new Set((process.argv[rulesArg + 1] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) : null;
if (only && only.size === 0) throw new Error('--rules needs a comma-separated list of ACT rule ids, e.g. --rules 59br37,oj04fd');
const run = runAct(rules);

async function renderedRun(): Promise<ActRun | null> {
  if (process.argv.includes('--static')) {
    console.log('ACT rendered run skipped (--static): the recorded rendered figures are kept.');
    return null;
  }
  const missing = noBrowser();
  if (missing) {
    console.log(`${missing}; the recorded rendered figures are kept.`);
    return null;
  }
  const drawer = await startDrawer();
  const started = Date.now();
  try {
    let done = 0;
    return await runActRendered(
      rules,
      (c) => {
        if (++done % 50 === 0) console.log(`  rendered ${done} cases (${Math.round((Date.now() - started) / 1000)} s)`);
        return drawer.draw(c);
      },
      only ? { only: (id) => only.has(id) } : {},
    );
  } finally {
    await drawer.close();
    console.log(`ACT rendered run: ${Math.round((Date.now() - started) / 1000)} s`);
  }
}
const rendered = await renderedRun();

if (only) {
  // A filtered run reports on the console only: the files keep the last full run's figures.
  for (const r of [run, ...(rendered ? [rendered] : [])]) {
    for (const s of r.rules.filter((x) => only.has(x.ruleId))) {
      console.log(`${r.mode} ${s.ruleId} ${status(s)}: ${s.right}/${s.html} right, ${s.wrongFailures} wrong failures, ${s.missedFailures} missed, ${s.cantTell} can't tell`);
      for (const c of r.cases.filter((x) => x.case.ruleId === s.ruleId && x.outcome !== x.case.expected)) {
        console.log(`  ${c.case.testcaseId.slice(0, 8)} expected ${c.case.expected}, got ${c.outcome} (${c.checks.map((k) => `${k.id}: ${k.outcome}`).join(', ')}) ${c.case.testcaseTitle}`);
      }
    }
    for (const u of r.unrendered ?? []) console.log(`  not drawn: ${u.case.ruleId}/${u.case.testcaseId.slice(0, 8)}: ${u.reason}`);
  }
  const unknown = [...only].filter((id) => !run.rules.some((s) => s.ruleId === id));
  if (unknown.length) console.log(`No vendored cases for: ${unknown.join(', ')}`);
  console.log('Filtered run (--rules): no file written.');
  process.exit(0);
}

const EARL: Record<Outcome, ActOutcome> = {
  pass: 'passed',
  fail: 'failed',
  'not-applicable': 'inapplicable',
  'needs-review': 'cantTell',
  warn: 'cantTell',
  error: 'cantTell',
};

const ASSERTORS = {
  static: { '@id': '_:pagegrade', '@type': 'Assertor', title: 'pagegrade', release: version },
  rendered: { '@id': '_:pagegrade-rendered', '@type': 'Assertor', title: 'pagegrade (rendered)', release: version },
};

interface EarlSubject {
  '@type': 'TestSubject';
  source: string;
  assertions: Array<{ assertedBy: string }>;
}

/** One mode's assertions of a case: one per check tagged with its rule. */
function assertions(r: ActRun, c: ActRun['cases'][number]): object[] {
  const checks = r.rules.find((s) => s.ruleId === c.case.ruleId)!.checks;
  return checks.map((id) => {
    const own = c.checks.find((x) => x.id === id);
    return {
      '@type': 'Assertion',
      mode: 'earl:automatic',
      assertedBy: ASSERTORS[r.mode]['@id'],
      test: { '@type': 'TestCase', title: id },
      result: { '@type': 'TestResult', outcome: `earl:${own ? EARL[asRuleOutcome(id, own.outcome)] : 'untested'}` },
    };
  });
}

function earlReport(statics: ActRun, drawn: ActRun | null): object {
  // Without a rendered run, the rendered assertions of the last report are kept.
  const previous = new Map<string, object[]>();
  const file = join(root, 'docs', 'act-report.json');
  if (!drawn && existsSync(file)) {
    const old = JSON.parse(readFileSync(file, 'utf8')) as { '@graph': Array<EarlSubject | { '@type': string }> };
    for (const n of old['@graph']) if (n['@type'] === 'TestSubject') previous.set((n as EarlSubject).source, (n as EarlSubject).assertions.filter((a) => a.assertedBy === ASSERTORS.rendered['@id']));
  }
  const graph = statics.cases
    .filter((c) => statics.rules.find((s) => s.ruleId === c.case.ruleId)!.checks.length > 0)
    .map((c) => {
      const other = drawn?.cases.find((x) => x.case.ruleId === c.case.ruleId && x.case.testcaseId === c.case.testcaseId);
      return {
        '@type': 'TestSubject',
        source: c.case.url,
        assertions: [...assertions(statics, c), ...(drawn ? (other ? assertions(drawn, other) : []) : (previous.get(c.case.url) ?? []))],
      };
    });
  const hasRendered = drawn !== null || [...previous.values()].some((a) => a.length > 0);
  return { '@context': 'https://www.w3.org/WAI/content-assets/wcag-act-rules/earl-context.json', '@graph': [ASSERTORS.static, ...(hasRendered ? [ASSERTORS.rendered] : []), ...graph] };
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

const TABLE_HEAD = ['| Rule | Checks | Cases | Right | Wrong failures | Missed failures | Can\'t tell | Status |', '|---|---|---|---|---|---|---|---|'];

function summaryRow(s: RuleSummary): string {
  return `| ${ruleLink(s.ruleId, s.ruleName)} | ${s.checks.map((c) => `\`${c}\``).join(', ') || '–'} | ${s.html}${s.cases > s.html ? ` (+${s.cases - s.html} not HTML)` : ''} | ${s.right} | ${s.wrongFailures} | ${s.missedFailures} | ${s.cantTell} | ${status(s)} |`;
}

/** One mode's totals and per-rule table: the counted rules, then the others a check is tagged with. */
function modeSection(r: ActRun, intro: string, othersTitle: string): string {
  const lines = [intro, '', ...TABLE_HEAD];
  for (const s of r.rules.filter((x) => x.static)) lines.push(summaryRow(s));
  const others = r.rules.filter((x) => !x.static);
  if (others.length) {
    lines.push('', othersTitle, '', ...TABLE_HEAD);
    for (const s of others) lines.push(summaryRow(s));
  }
  return lines.join('\n');
}

function resultsSection(r: ActRun): string {
  const t = r.totals;
  return modeSection(
    r,
    `Over the ${t.rules} statically decidable rules (${t.cases} HTML test cases): **${t.right} right (${pct(t.right, t.cases)})**, **${t.wrongFailures} wrong failures**; ${t.mapped} rules mapped to checks, ${t.consistent} consistent, of which ${t.complete} complete.`,
    'Rules outside the static set that a check is tagged with (not counted in the totals):',
  );
}

function renderedResultsSection(r: ActRun): string {
  const t = r.totals;
  const first = r.unrendered?.[0];
  return modeSection(
    r,
    `Over the ${t.rules} rules decidable on a rendered page, the statically decidable ones and those above (${t.cases} HTML test cases): **${t.right} right (${pct(t.right, t.cases)})**, **${t.wrongFailures} wrong failures**; ${t.mapped} rules mapped to checks, ${t.consistent} consistent, of which ${t.complete} complete.` +
      (first ? ` ${r.unrendered!.length} case(s) could not be drawn and are \`untested\` (the first: ${first.case.ruleId}/${first.case.testcaseId.slice(0, 8)}: ${first.reason}).` : ''),
    'Rules outside both sets that a check is tagged with (not counted in the totals):',
  );
}

function acrossSection(statics: ActRun, drawn: ActRun): string {
  const { rules: all, totals: t } = acrossModes(statics, drawn);
  const mode = (s: RuleSummary | undefined) => (s ? `${status(s)} (${s.right}/${s.html}${s.wrongFailures ? `, ${s.wrongFailures} wrong` : ''})` : '–');
  const lines = [
    `**${t.consistent} of ${t.rules} rules consistent** in at least one mode (${t.complete} complete), **${t.wrongFailures} wrong failures** over all cases of both modes (a case failed wrongly in both counts once); ${t.mapped} rules mapped to checks.`,
    '',
    '| Rule | Static mode | Rendered mode | Wrong failures | Across both |',
    '|---|---|---|---|---|',
  ];
  for (const x of all.filter((y: RuleAcross) => y.ruleId in STATIC_RULES || y.ruleId in RENDERED_RULES)) {
    const across = x.checks.length === 0 ? 'not mapped' : x.complete ? 'complete' : x.consistent ? 'consistent' : 'inconsistent';
    lines.push(`| ${ruleLink(x.ruleId, x.ruleName)} | ${mode(x.static)} | ${mode(x.rendered)} | ${x.wrongFailures} | ${across} |`);
  }
  return lines.join('\n');
}

function renderedRulesSection(): string {
  return Object.entries(RENDERED_RULES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, name]) => `- ${ruleLink(id, name)}`)
    .join('\n');
}

function warningsSection(): string {
  return Object.entries(FAILING_WARNINGS)
    .map(([id, why]) => `- \`${id}\`: ${why}.`)
    .join('\n');
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

writeFileSync(join(root, 'docs', 'act-report.json'), `${JSON.stringify(earlReport(run, rendered), null, 1)}\n`);
let doc = readFileSync(join(root, 'docs', 'act.md'), 'utf8');
doc = replaceBetween(doc, 'act:static', staticSection());
doc = replaceBetween(doc, 'act:rendered-rules', renderedRulesSection());
doc = replaceBetween(doc, 'act:out', scopeSection());
doc = replaceBetween(doc, 'act:warnings', warningsSection());
doc = replaceBetween(doc, 'act:results', resultsSection(run));
if (rendered) {
  doc = replaceBetween(doc, 'act:rendered', renderedResultsSection(rendered));
  doc = replaceBetween(doc, 'act:across', acrossSection(run, rendered));
}
doc = replaceBetween(doc, 'act:targets', targetsSection());
writeFileSync(join(root, 'docs', 'act.md'), doc);

interface Figures {
  totals: ActRun['totals'];
  rules: Record<string, { right: number; wrongFailures: number }>;
  rendered?: { totals: ActRun['totals']; rules: Record<string, { right: number; wrongFailures: number }> };
  across?: ReturnType<typeof acrossModes>['totals'];
}
const figuresFile = join(root, 'test', 'act', 'figures.json');
const recorded = existsSync(figuresFile) ? (JSON.parse(readFileSync(figuresFile, 'utf8')) as Figures) : null;
const perRule = (r: ActRun) => Object.fromEntries(r.rules.filter((s) => s.checks.length > 0).map((s) => [s.ruleId, { right: s.right, wrongFailures: s.wrongFailures }]));
const figures: Figures = {
  totals: run.totals,
  rules: perRule(run),
  ...(rendered ? { rendered: { totals: rendered.totals, rules: perRule(rendered) }, across: acrossModes(run, rendered).totals } : recorded?.rendered ? { rendered: recorded.rendered, across: recorded.across! } : {}),
};
writeFileSync(figuresFile, `${JSON.stringify(figures, null, 1)}\n`);
const t = run.totals;
console.log(`ACT static: ${t.right}/${t.cases} right (${pct(t.right, t.cases)}), ${t.wrongFailures} wrong failures, ${t.consistent}/${t.rules} rules consistent, ${t.complete} complete`);
if (rendered) {
  const r = rendered.totals;
  const a = acrossModes(run, rendered).totals;
  console.log(`ACT rendered: ${r.right}/${r.cases} right (${pct(r.right, r.cases)}), ${r.wrongFailures} wrong failures, ${r.consistent}/${r.rules} rules consistent, ${r.complete} complete`);
  console.log(`ACT across both modes: ${a.consistent}/${a.rules} rules consistent, ${a.complete} complete, ${a.wrongFailures} wrong failures`);
}
