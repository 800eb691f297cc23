import type { Analysis } from '../analysis.ts';
import type { CheckResult, Outcome } from '../rules/types.ts';

/**
 * A check's JSON as the engine writes it has the keys of the CLI's line, in the same order, and
 * `omittedFindings` besides (a key, never inside a string, where JSON escapes the quotes).
 */
const OMITTED = /,"omittedFindings":\d+/g;

/** The CLI's JSON line: a public contract, kept stable. */
export function jsonDocument(a: Analysis): string {
  // An analysis from the pool brings its checks as JSON text: written out as they are, they cost
  // the main thread no parse and no second serialisation, which keeps it from bounding the workers.
  const text = (a as { checksJson?: unknown }).checksJson;
  if (typeof text === 'string') return `{"summary":${JSON.stringify(a.summary)},"checks":${text.replace(OMITTED, '')}}`;
  return JSON.stringify({
    summary: a.summary,
    checks: a.checks.map((c: CheckResult) => ({
      id: c.id,
      dimension: c.dimension,
      outcome: c.outcome,
      impact: c.impact,
      tags: c.tags,
      title: c.title,
      findings: c.findings.map((f) => ({
        ...(f.selector !== undefined ? { selector: f.selector } : {}),
        ...(f.line !== undefined ? { line: f.line } : {}),
        ...(f.column !== undefined ? { column: f.column } : {}),
        detail: f.detail,
        ...(f.snippet !== undefined ? { snippet: f.snippet } : {}),
        ...(f.file !== undefined ? { file: f.file } : {}),
      })),
      ...(c.measured !== undefined ? { measured: c.measured } : {}),
    })),
  });
}

const SYMBOL: Record<Outcome, string> = { pass: '✓', fail: '✗', warn: '!', 'not-applicable': '-', 'needs-review': '?', error: 'E' };

/** Findings a check keeps (the rest are only counted, as `omittedFindings`). */
const MAX_LISTED = 200;

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

export interface TableOptions {
  color: boolean;
  /** Also list passing and not-applicable checks. */
  all: boolean;
}

/** A readable report for a terminal. */
export function table(a: Analysis, opts: TableOptions): string {
  const c = (code: number, s: string) => (opts.color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const gradeColor = (g: string) => (g.startsWith('A') ? 32 : g.startsWith('B') ? 36 : g.startsWith('C') ? 33 : 31);
  const s = a.summary;
  const out: string[] = [];
  out.push(`${c(1, s.title ?? '(no title)')}  ${s.url}`);
  out.push(`Overall ${c(1, String(s.score).padStart(3))}  ${c(gradeColor(s.grade), pad(s.grade, 2))}  ${c(90, s.mode === 'rendered' ? 'rendered in Chromium' : 'as served')}`);
  for (const note of s.notes ?? []) out.push(c(33, `Note: ${note}`));
  out.push('');
  out.push(`${pad('Dimension', 20)} ${'Score'.padStart(5)}  Grade  Summary`);
  for (const d of s.dimensions) out.push(`${pad(d.label, 20)} ${String(d.score).padStart(5)}  ${c(gradeColor(d.grade), pad(d.grade, 5))}  ${d.summary}`);
  if (s.topIssues.length) {
    out.push('', c(1, 'Top issues, in the order to fix them'));
    const position = new Map(s.topIssues.map((i, n) => [i.check, n + 1]));
    s.topIssues.forEach((i, n) => {
      // In the plan: what it adds once the ones above are fixed, what it waits on, the score then.
      const waits = (i.plan?.after ?? []).map((id) => `#${position.get(id)}`);
      const worth = i.plan
        ? c(90, ` (fixing it: +${i.plan.overall} overall${waits.length ? ` once ${waits.join(', ')} ${waits.length === 1 ? 'is' : 'are'} fixed` : ''}, +${i.plan.dimension} ${i.dimension}; then ${i.plan.score} ${i.plan.grade})`)
        : i.gain
          ? c(90, ` (fixing it: +${i.gain.overall} overall, +${i.gain.dimension} ${i.dimension})`)
          : '';
      out.push(`${String(n + 1).padStart(2)}. [${i.dimension}] ${i.title}${worth}${i.detail ? `\n      ${i.detail}` : ''}`);
    });
  }
  const shown = a.checks.filter((x) => opts.all || (x.outcome !== 'pass' && x.outcome !== 'not-applicable'));
  let more = 0;
  if (shown.length) {
    out.push('', c(1, opts.all ? 'All checks' : 'Checks that did not pass'));
    for (const x of shown) {
      const col = x.outcome === 'fail' ? 31 : x.outcome === 'warn' ? 33 : x.outcome === 'pass' ? 32 : 90;
      const first = x.findings[0];
      const total = x.findings.length + (x.omittedFindings ?? 0);
      const count = total > 1 ? c(90, ` (${total} findings)`) : '';
      const where = first ? (first.file ? `${first.file.url}${first.file.line ? ` line ${first.file.line}` : ''}: ` : first.selector ? `${first.selector}: ` : first.line ? `line ${first.line}: ` : '') : '';
      out.push(`${c(col, SYMBOL[x.outcome])} ${pad(x.id, 44)} ${pad(x.impact, 9)} ${x.title}${count}${first ? c(90, `\n    ${where}${first.detail}`) : ''}`);
      if (total > 1) more += total - 1;
    }
    // The table shows one finding a check; the other formats list every stored one.
    if (more > 0) out.push(c(90, `(${more} more findings not shown: --format json or --format sarif lists them all, up to ${MAX_LISTED} a check.)`));
  }
  const n = s.counts;
  out.push('', c(90, `${a.checks.length} checks: ${n.pass} pass, ${n.fail} fail, ${n.warn} warn, ${n['needs-review']} need review, ${n['not-applicable']} not applicable, ${n.error} error.`));
  out.push(c(90, s.scoringNote));
  return out.join('\n');
}
