import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { LOOPBACK } from './fixture-server.ts';

const root = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  /** The pid the test spawned: npm's for `npm start`, the server's for `node`. */
  pid: number;
  /** Set once the server logged that it listens. */
  url: string;
  port: number;
  /** The processes below `pid` once the server listens (kept for clean-up: a re-parented orphan is no longer below it). */
  tree: number[];
  /** The JSON log lines written so far. */
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
  /** The first log line whose msg is `msg`, waiting for it at most `timeoutMs`. */
  waitForLog(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface LaunchOptions {
  dataDir: string;
  /** The API (`npm start`, server/src/main.ts) or a worker of a scaled-out deployment (`npm run worker`, server/src/worker-main.ts). */
  entry?: 'server' | 'worker';
  /** `npm` runs `npm start` (or `npm run worker`) as a person would; `node` runs the entry directly. */
  via?: 'npm' | 'node';
  env?: Record<string, string>;
  /** A process group of its own, so a signal can go to all of it as a terminal's Ctrl-C does. */
  detached?: boolean;
}

/**
 * The real server (server/src/main.ts) in a child process on 127.0.0.1 and a port the system
 * picks, allowed to reach loopback fixtures, with one worker thread and generous quotas.
 */
export function launchServer(options: LaunchOptions): ServerProcess {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PAGEGRADE_DATA_DIR: options.dataDir,
    PAGEGRADE_THREADS: '1',
    PAGEGRADE_UNSAFE_ALLOW_HOSTS: LOOPBACK.join(','),
    PAGEGRADE_RATE_ANALYSES_PER_DAY: '10000',
    PAGEGRADE_RATE_BURST_PER_MINUTE: '10000',
    npm_config_update_notifier: 'false',
    ...options.env,
  };
  const worker = options.entry === 'worker';
  const [command, args] = options.via === 'npm' ? ['npm', worker ? ['run', 'worker'] : ['start']] : [process.execPath, ['--conditions=@pagegrade/source', '--import', 'tsx', worker ? 'server/src/worker-main.ts' : 'server/src/main.ts']];
  const child = spawn(command, args as string[], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'], detached: options.detached ?? false });
  let stderr = '';
  const logs: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  let buffered = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        logs.push(JSON.parse(line));
      } catch {
        // npm's own lines are not JSON.
      }
    }
    for (const w of waiters.splice(0)) w();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => {
    done = true;
    for (const w of waiters.splice(0)) w();
  });
  const proc: ServerProcess = {
    child,
    pid: child.pid!,
    tree: [],
    url: '',
    port: 0,
    logs,
    stderr: () => stderr,
    async waitForLog(msg, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = logs.find((l) => l['msg'] === msg);
        if (line) return line;
        if (done) throw new Error(`the server exited before logging "${msg}":\n${stderr}`);
        if (Date.now() > deadline) throw new Error(`no "${msg}" within ${timeoutMs} ms:\n${stderr}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 100);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    exited,
  };
  return proc;
}

/** launchServer, resolved once the server listens. */
export async function startServerProcess(options: LaunchOptions): Promise<ServerProcess> {
  const proc = launchServer(options);
  try {
    const listening = await proc.waitForLog('pagegrade listening', 60_000);
    proc.port = Number(listening['port']);
    proc.url = `http://127.0.0.1:${proc.port}`;
    proc.tree = descendants(proc.pid);
    return proc;
  } catch (err) {
    kill(proc);
    throw err;
  }
}

/** A worker process (launchServer with entry 'worker'), resolved once it takes jobs. */
export async function startWorkerProcess(options: Omit<LaunchOptions, 'entry'>): Promise<ServerProcess> {
  const proc = launchServer({ ...options, entry: 'worker' });
  try {
    await proc.waitForLog('pagegrade worker ready', 60_000);
    proc.tree = descendants(proc.pid);
    return proc;
  } catch (err) {
    kill(proc);
    throw err;
  }
}

/** Resolves with the exit of the process, or rejects after `timeoutMs`. */
export async function exitOf(proc: ServerProcess, timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`process ${proc.pid} still running after ${timeoutMs} ms:\n${proc.stderr()}`)), timeoutMs)));
  try {
    return await Promise.race([proc.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Linux: the live processes below `pid` (children, theirs, …), read from /proc. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = parentOf(Number(name));
    if (ppid === null) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

function parentOf(pid: number): number | null {
  try {
    // The command name in parentheses may hold spaces; the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Whether `pid` is a running process (a zombie waiting for its parent has stopped running). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Whether nothing listens on 127.0.0.1:`port` any more. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Test clean-up: SIGKILL to the process, everything below it, and what was below it when it started listening. */
export function kill(proc: ServerProcess): void {
  for (const p of new Set([...descendants(proc.pid).reverse(), ...proc.tree, proc.pid])) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Waits until `predicate` holds, checking every 50 ms, and fails after `timeoutMs`. */
export async function until(predicate: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
