// Throw-away PostgreSQL and Redis servers that the fault suite owns, so it may stop and restart
// them (.ci/services.sh starts the ones the other tests share, which must never be stopped).
// Both listen on loopback only and live in one temporary directory, removed at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port nothing listens on now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Why the suite cannot own servers here (not root, no PostgreSQL or Redis installed), or null. */
export function servicesMissing(): string | null {
  if (process.getuid?.() !== 0) return 'the fault suite starts its own PostgreSQL as the postgres user: run it as root (as .ci/run does)';
  if (!pgBin()) return 'PostgreSQL is not installed (/usr/lib/postgresql/*/bin)';
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not installed';
  return null;
}

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : null;
}

function asPostgres(command: string, args: string[]): void {
  const line = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: ['ignore', 'ignore', 'pipe'] });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class OwnedPostgres {
  private constructor(
    readonly url: string,
    private readonly bin: string,
    private readonly data: string,
    private readonly port: number,
  ) {}

  /** initdb, start, and one database; fsync off: it is thrown away. */
  static async start(dir: string): Promise<OwnedPostgres> {
    const bin = pgBin()!;
    const port = await freePort();
    const data = join(dir, 'postgres');
    mkdirSync(data);
    chownSync(data, uidOf('postgres'), gidOf('postgres'));
    chmodSync(data, 0o700);
    asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const pg = new OwnedPostgres(`postgres://postgres@127.0.0.1:${port}/pagegrade_faults`, bin, data, port);
    pg.up();
    asPostgres(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'pagegrade_faults']);
    return pg;
  }

  up(): void {
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.data} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    asPostgres(join(this.bin, 'pg_ctl'), ['-D', this.data, '-l', join(this.data, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  }

  /** `pg_ctl stop -m fast`: sessions are ended (57P01) and the server goes away. */
  down(): void {
    asPostgres(join(this.bin, 'pg_ctl'), ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  /** A fast restart: down and up at once, as an operator's `pg_ctl restart` does. */
  restart(): void {
    this.down();
    this.up();
  }

  /** Down for `ms`, then up again. */
  async outage(ms: number): Promise<void> {
    this.down();
    await sleep(ms);
    this.up();
  }

  stop(): void {
    try {
      asPostgres(join(this.bin, 'pg_ctl'), ['-D', this.data, '-m', 'immediate', 'stop']);
    } catch {
      // Already stopped.
    }
  }
}

export class OwnedRedis {
  readonly url: string;
  private constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {
    this.url = `redis://127.0.0.1:${port}`;
  }

  /**
   * With an append-only file, as a queue's Redis must run (BullMQ's guidance): a restart keeps
   * the jobs that were waiting. `maxmemory-policy noeviction` for the same reason.
   */
  static async start(dir: string): Promise<OwnedRedis> {
    const redis = new OwnedRedis(join(dir, 'redis'), await freePort());
    mkdirSync(redis.dir);
    await redis.up();
    return redis;
  }

  async up(): Promise<void> {
    execFileSync('redis-server', ['--bind', '127.0.0.1', '--port', String(this.port), '--dir', this.dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction', '--daemonize', 'yes', '--pidfile', join(this.dir, 'redis.pid'), '--logfile', join(this.dir, 'redis.log')]);
    for (let i = 0; i < 100; i++) {
      if (spawnSync('redis-cli', ['-p', String(this.port), 'ping']).stdout?.toString().trim() === 'PONG') return;
      await sleep(100);
    }
    throw new Error('redis did not start');
  }

  /** SHUTDOWN: Redis writes its append-only file and exits. */
  async down(): Promise<void> {
    spawnSync('redis-cli', ['-p', String(this.port), 'shutdown']);
    for (let i = 0; i < 100; i++) {
      if (spawnSync('redis-cli', ['-p', String(this.port), 'ping']).status !== 0) return;
      await sleep(100);
    }
  }

  async outage(ms: number): Promise<void> {
    await this.down();
    await sleep(ms);
    await this.up();
  }

  async stop(): Promise<void> {
    await this.down();
  }
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}

/** Both servers in one temporary directory; `stop` ends them and removes it. */
export async function ownServices(): Promise<{ postgres: OwnedPostgres; redis: OwnedRedis; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-faults-'));
  chmodSync(dir, 0o755);
  const postgres = await OwnedPostgres.start(dir);
  const redis = await OwnedRedis.start(dir);
  return {
    postgres,
    redis,
    stop: async () => {
      postgres.stop();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
