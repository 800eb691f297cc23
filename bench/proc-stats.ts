// What the benchmarks read of processes and the machine (Linux /proc), and of their own runs.
import type { Result } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for process ${pid}`);
  return Number(m[1]) / 1024;
}

/**
 * CPU seconds used so far, user and system (Linux /proc): of a whole process, or of one of its
 * threads (`/proc/<pid>/task/<tid>`; a process's main thread, its event loop, has tid = pid).
 */
export function cpuSeconds(pid: number, tid?: number): number {
  const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}

let clockTicksPerSecond = 0;
function clockTicks(): number {
  clockTicksPerSecond ||= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return clockTicksPerSecond;
}

/** CPU seconds all processes of the machine have used so far (Linux /proc/stat: all but idle and I/O wait). */
export function machineCpuSeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.slice(0, 8).map(Number);
  return (ticks.reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!) / clockTicks();
}

/** Least-squares slope of y over x. */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
}

/** What went wrong in a run, if anything: non-2xx answers by status, errors, time-outs. */
export function failures(r: Result): string | null {
  const statuses = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  const parts = [...statuses.map(([code, { count }]) => `${count} × ${code}`), r.errors ? `${r.errors} errors` : '', r.timeouts ? `${r.timeouts} time-outs` : ''].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function gitRevision(): string {
  try {
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${rev} with local changes` : rev;
  } catch {
    return 'unknown';
  }
}
