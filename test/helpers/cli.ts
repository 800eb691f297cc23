import { spawn } from 'node:child_process';

/** The command line as a user runs it. */
export const PAGEGRADE_BIN = new URL('../../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in `cwd` without blocking this process (which may serve a fixture site). */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [PAGEGRADE_BIN, ...args], { cwd: options.cwd, env: { ...process.env, PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1', NO_COLOR: '1', ...options.env }, timeout: 600_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
