import type { Graded } from './reports.ts';

/**
 * Progress of a run over several inputs, on stderr: on a terminal one line rewritten in place,
 * from the start of the run, with the time it has taken; otherwise (a CI log) a line at each
 * tenth of the run, at most every 10 inputs, so a long run shows it is alive without flooding the
 * log. `--quiet` turns both off.
 */
export class Progress {
  private done = 0;
  private failed = 0;
  private readonly step: number;
  private readonly started: number;

  constructor(
    private readonly err: NodeJS.WritableStream,
    private readonly total: number,
    private readonly tty: boolean,
    private readonly quiet: boolean,
    private readonly now: () => number = Date.now,
  ) {
    this.step = Math.max(10, Math.ceil(total / 10));
    this.started = now();
    // A terminal sees the run start at once: the first input may take a while (a slow site, a browser starting).
    if (this.on && this.tty) this.line('starting…');
  }

  private line(name: string): void {
    const secs = Math.floor((this.now() - this.started) / 1000);
    const failed = this.failed ? `, ${this.failed} not analysed` : '';
    this.err.write(`\r\x1b[K[${this.done}/${this.total}${failed}, ${secs} s] ${name}`.slice(0, 160));
  }

  private get on(): boolean {
    return !this.quiet && this.total > 1;
  }

  /** One input finished; `ok` false when it could not be analysed. */
  tick(name: string, ok = true): void {
    this.done++;
    if (!ok) this.failed++;
    if (!this.on) return;
    if (this.tty) this.line(name);
    else if (this.done % this.step === 0 && this.done < this.total) this.err.write(`pagegrade: ${this.done}/${this.total} inputs done\n`);
  }

  /** Clears the terminal line before something else is written to stderr. */
  clear(): void {
    if (this.on && this.tty) this.err.write('\r\x1b[K');
  }
}

/**
 * One line per input, the lowest score first (inputs that could not be analyzed before them):
 * where to look first in a run over a whole site.
 */
export function summaryTable(graded: readonly Graded[]): string {
  const rows = graded.map((g, i) => ({ g, i, score: g.analysis?.summary.score ?? -1 }));
  rows.sort((a, b) => a.score - b.score || a.i - b.i);
  const lines = rows.map(({ g }) => {
    if (!g.analysis) return `${'—'.padStart(5)}  ${'—'.padEnd(5)}  ${'—'.padStart(5)}  ${g.input}  (${g.error?.code ?? 'not analyzed'})`;
    const s = g.analysis.summary;
    const gates = [...(g.shortfalls.length ? ['below --fail-under'] : []), ...(g.assertions.some((a) => a.level === 'error') ? [`${g.assertions.filter((a) => a.level === 'error').length} assertion(s) failed`] : [])];
    return `${String(s.score).padStart(5)}  ${s.grade.padEnd(5)}  ${String(s.counts.fail).padStart(5)}  ${g.input}${gates.length ? `  (${gates.join(', ')})` : ''}`;
  });
  return [`${'Score'.padStart(5)}  Grade  ${'Fails'.padStart(5)}  Input`, ...lines].join('\n');
}
