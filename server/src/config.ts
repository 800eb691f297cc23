import { resolve } from 'node:path';
import { configPlugins } from '@pagegrade/core';
import { DEFAULT_LIMITS, type FetchLimits } from '@pagegrade/core/fetch';
import type { RateLimitConfig } from './http/rate-limit.ts';
import { browserOptionsFromEnv, renderLimitsFromEnv } from '@pagegrade/core';
import type { RenderingConfig } from './service/rendering.ts';

export interface Config {
  port: number;
  host: string;
  /** Where SQLite and generated keys live (the embedded default). */
  dataDir: string;
  /** PostgreSQL, the durable store of a scaled-out deployment; null for the embedded SQLite. */
  databaseUrl: string | null;
  /** Redis, the job queue and shared rate-limit counters of a scaled-out deployment; null for the embedded default. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so that deployments can share one Redis. */
  redisPrefix: string;
  /** Analyses one worker process runs at once (fetching some while analysing others). */
  workerConcurrency: number;
  /**
   * How long a worker holds a job without renewing its lock before the job counts as stalled: a
   * worker that died (SIGKILL, a lost machine) has its job run again by another after about this.
   */
  workerLockMs: number;
  /** How long a write waits out a database or queue that is out of reach before it fails with store_unavailable. */
  storeRetryMs: number;
  /** Below this much free space in the data folder, health reports the disk `low` (and, embedded, the service unable to analyse). */
  diskMinFreeBytes: number;
  /** The address users reach the service at; every absolute URL the service prints starts here. */
  publicUrl: string;
  /** Requests whose Host is this answer with the sandbox (same paths, sample data, no side effects). */
  sandboxHost: string | null;
  /** Requests whose Host is this answer with the agent tool server (MCP) at the root path. */
  mcpHost: string | null;
  /** Where security reports go (security.txt Contact): a mailto: or https: URI; null = security@ the public host. */
  securityContact: string | null;
  /** Where the source code of this deployment is published (linked from the pages), or null. */
  sourceUrl: string | null;
  /**
   * Optional PEM (PKCS#8) Ed25519 private keys. When absent, a key is generated into the data
   * directory on first start and reused after.
   */
  keys: { oauth: string | null; botAuth: string | null };
  threads: number;
  /**
   * Mode "rendered": the browser (PAGEGRADE_CHROMIUM, Debian's Chromium by default; without one,
   * rendered requests are rendering_unavailable), its bounds, and the pages this process renders
   * at once in it (each costs memory: docs/scaling.md).
   */
  render: Omit<RenderingConfig, 'allowHosts'>;
  analysisTimeoutMs: number;
  /**
   * After SIGTERM or SIGINT, how long requests already in flight may take to finish before they
   * are answered 503 and the process exits.
   */
  shutdownGraceMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  plugins: string[];
  /** Test-only: private addresses the fetcher may reach. Unsafe in production. */
  unsafeAllowHosts: string[];
  fetchLimits: FetchLimits;
  /** How long an Idempotency-Key is remembered. */
  idempotencyTtlMs: number;
  /** How long a finished async job is kept. */
  jobRetentionMs: number;
  /** How long an analysis is kept, 0 for ever; the one the leaderboard shows for its site always is. */
  analysisRetentionMs: number;
  rateLimits: RateLimitConfig;
  /** E-mail delivery of reports from the website; null when PAGEGRADE_SMTP_URL is unset (no form is shown). */
  mail: MailConfig | null;
  /**
   * Test-only (PAGEGRADE_TEST_DEPRECATIONS): JSON map of operationId → {since, sunset, link?}
   * marking operations deprecated without editing the operation tables. Checked at startup.
   */
  testDeprecations: string | null;
}

export interface MailConfig {
  /** smtp:// or smtps:// with optional credentials and query options, as nodemailer reads it. */
  smtpUrl: string;
  /** The From of report e-mails: an address, or `Name <address>`. */
  from: string;
  /** E-mails one recipient address may be sent per day, from everyone together. */
  perRecipientPerDay: number;
  /** E-mails one client may request per day (each request also counts against the burst cap). */
  perClientPerDay: number;
}

type Env = Record<string, string | undefined>;

/** An address, or `Display Name <address>`, with nothing a header could be split on. */
const SENDER = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

function mail(env: Env, publicUrl: string): MailConfig | null {
  const smtpUrl = (env['PAGEGRADE_SMTP_URL'] ?? '').trim();
  if (!smtpUrl) return null;
  let u: URL;
  try {
    u = new URL(smtpUrl);
  } catch {
    throw new Error('PAGEGRADE_SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`PAGEGRADE_SMTP_URL must start with smtp: or smtps:, got "${u.protocol}".`);
  const from = (env['PAGEGRADE_MAIL_FROM'] ?? '').trim() || `pagegrade <reports@${new URL(publicUrl).hostname}>`;
  if (!SENDER.test(from)) throw new Error(`PAGEGRADE_MAIL_FROM must be an e-mail address or "Name <address>", got "${from}".`);
  return {
    smtpUrl,
    from,
    perRecipientPerDay: int(env, 'PAGEGRADE_RATE_EMAILS_PER_RECIPIENT', 3, 1),
    perClientPerDay: int(env, 'PAGEGRADE_RATE_EMAILS_PER_DAY', 10, 1),
  };
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}".`);
  return n;
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** A bare host name (no scheme, port or path), lower-cased; null when unset. */
function host(env: Env, name: string): string | null {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (!raw) return null;
  if (!/^[a-z0-9.-]+$/.test(raw)) throw new Error(`${name} must be a bare host name such as sandbox.example.com, got "${raw}".`);
  return raw;
}

function uri(env: Env, name: string, schemes: string[]): string | null {
  const raw = (env[name] ?? '').trim();
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URI, got "${raw}".`);
  }
  if (!schemes.includes(u.protocol)) throw new Error(`${name} must start with ${schemes.join(' or ')}, got "${raw}".`);
  return raw;
}

/** A key prefix: letters, digits, `-`, `_` and `.`. */
function prefix(env: Env, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim();
  if (!raw) return fallback;
  if (!/^[\w.-]{1,64}$/.test(raw)) throw new Error(`${name} must be 1-64 letters, digits, '-', '_' or '.', got "${raw}".`);
  return raw;
}

/** A server's address, which may carry a password: messages never repeat it. */
function serverUrl(env: Env, name: string, schemes: string[], example: string): string | null {
  const raw = (env[name] ?? '').trim();
  if (!raw) return null;
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    // Reported below without the value.
  }
  if (!u || !schemes.includes(u.protocol)) throw new Error(`${name} must be a URL starting with ${schemes.map((p) => `${p}//`).join(' or ')}, such as ${example}.`);
  return raw;
}

function pem(env: Env, name: string): string | null {
  const raw = (env[name] ?? '').trim();
  if (!raw) return null;
  // Environment variables often carry PEM with literal \n escapes.
  const text = raw.replace(/\\n/g, '\n');
  if (!/^-----BEGIN PRIVATE KEY-----/.test(text)) throw new Error(`${name} must be a PKCS#8 PEM private key ("-----BEGIN PRIVATE KEY-----").`);
  return text;
}

/** Reads the configuration from environment variables; every variable has a documented default. */
/**
 * The configuration with the rule plugins of a pagegrade configuration file added: the file
 * PAGEGRADE_CONFIG names, else the nearest pagegrade.config.* from the working directory up. A
 * service takes only `plugins` from it: the other settings judge one CI run (README,
 * "Configuration file").
 */
export async function withConfigFile(config: Config, env: Env = process.env): Promise<Config & { configFile: string | null }> {
  const found = await configPlugins({ file: env['PAGEGRADE_CONFIG'] || null });
  return { ...config, plugins: [...new Set([...config.plugins, ...found.plugins])], configFile: found.path };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const publicUrl = (env['PAGEGRADE_PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PAGEGRADE_PUBLIC_URL must be an absolute URL, got "${publicUrl}".`);
  }
  const limits: FetchLimits = {
    ...DEFAULT_LIMITS,
    maxRedirects: int(env, 'PAGEGRADE_FETCH_MAX_REDIRECTS', DEFAULT_LIMITS.maxRedirects),
    documentBytes: int(env, 'PAGEGRADE_FETCH_DOCUMENT_BYTES', DEFAULT_LIMITS.documentBytes, 1024),
    resourceBytes: int(env, 'PAGEGRADE_FETCH_RESOURCE_BYTES', DEFAULT_LIMITS.resourceBytes, 1024),
    totalBytes: int(env, 'PAGEGRADE_FETCH_TOTAL_BYTES', DEFAULT_LIMITS.totalBytes, 1024),
    maxSubresources: int(env, 'PAGEGRADE_FETCH_MAX_SUBRESOURCES', DEFAULT_LIMITS.maxSubresources),
    maxImages: int(env, 'PAGEGRADE_FETCH_MAX_IMAGES', DEFAULT_LIMITS.maxImages),
    imageProbeBytes: int(env, 'PAGEGRADE_FETCH_IMAGE_PROBE_BYTES', DEFAULT_LIMITS.imageProbeBytes, 1024),
    connectTimeoutMs: int(env, 'PAGEGRADE_FETCH_CONNECT_TIMEOUT_MS', DEFAULT_LIMITS.connectTimeoutMs, 1),
    firstByteTimeoutMs: int(env, 'PAGEGRADE_FETCH_FIRST_BYTE_TIMEOUT_MS', DEFAULT_LIMITS.firstByteTimeoutMs, 1),
    requestTimeoutMs: int(env, 'PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS', DEFAULT_LIMITS.requestTimeoutMs, 1),
    pageTimeoutMs: int(env, 'PAGEGRADE_FETCH_PAGE_TIMEOUT_MS', DEFAULT_LIMITS.pageTimeoutMs, 1),
  };
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: resolve(env['PAGEGRADE_DATA_DIR'] ?? 'data'),
    databaseUrl: serverUrl(env, 'PAGEGRADE_DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://pagegrade:secret@db.internal:5432/pagegrade'),
    redisUrl: serverUrl(env, 'PAGEGRADE_REDIS_URL', ['redis:', 'rediss:'], 'redis://:secret@redis.internal:6379/0'),
    redisPrefix: prefix(env, 'PAGEGRADE_REDIS_PREFIX', 'pagegrade'),
    workerConcurrency: int(env, 'PAGEGRADE_WORKER_CONCURRENCY', 0, 0),
    workerLockMs: int(env, 'PAGEGRADE_WORKER_LOCK_MS', 30_000, 1000),
    storeRetryMs: int(env, 'PAGEGRADE_STORE_RETRY_MS', 30_000, 0),
    diskMinFreeBytes: int(env, 'PAGEGRADE_DISK_MIN_FREE_MB', 64, 0) * 1024 * 1024,
    publicUrl,
    sandboxHost: host(env, 'PAGEGRADE_SANDBOX_HOST'),
    mcpHost: host(env, 'PAGEGRADE_MCP_HOST'),
    securityContact: uri(env, 'PAGEGRADE_SECURITY_CONTACT', ['mailto:', 'https:']),
    sourceUrl: uri(env, 'PAGEGRADE_SOURCE_URL', ['https:', 'http:']),
    keys: { oauth: pem(env, 'PAGEGRADE_OAUTH_SIGNING_KEY'), botAuth: pem(env, 'PAGEGRADE_SIGNATURE_KEY') },
    threads: int(env, 'PAGEGRADE_THREADS', 0) || 0,
    render: { browser: browserOptionsFromEnv(env), limits: renderLimitsFromEnv(env), concurrency: int(env, 'PAGEGRADE_RENDER_CONCURRENCY', 1, 1) },
    analysisTimeoutMs: int(env, 'PAGEGRADE_ANALYSIS_TIMEOUT_MS', 20_000, 100),
    shutdownGraceMs: int(env, 'PAGEGRADE_SHUTDOWN_GRACE_MS', 25_000),
    maxBodyBytes: int(env, 'PAGEGRADE_MAX_BODY_BYTES', 16 * 1024, 64),
    plugins: list(env, 'PAGEGRADE_PLUGINS'),
    unsafeAllowHosts: list(env, 'PAGEGRADE_UNSAFE_ALLOW_HOSTS'),
    fetchLimits: limits,
    idempotencyTtlMs: int(env, 'PAGEGRADE_IDEMPOTENCY_TTL_HOURS', 24, 1) * 3_600_000,
    jobRetentionMs: int(env, 'PAGEGRADE_JOB_TTL_HOURS', 168, 1) * 3_600_000,
    analysisRetentionMs: int(env, 'PAGEGRADE_ANALYSIS_RETENTION_DAYS', 180) * 86_400_000,
    rateLimits: {
      analysesPerDay: int(env, 'PAGEGRADE_RATE_ANALYSES_PER_DAY', 3, 1),
      burstPerMinute: int(env, 'PAGEGRADE_RATE_BURST_PER_MINUTE', 8, 1),
      readsPerMinute: int(env, 'PAGEGRADE_RATE_READS_PER_MINUTE', 120, 1),
      clientIpHeader: (env['PAGEGRADE_CLIENT_IP_HEADER'] ?? '').trim().toLowerCase() || null,
    },
    mail: mail(env, publicUrl),
    testDeprecations: (env['PAGEGRADE_TEST_DEPRECATIONS'] ?? '').trim() || null,
  };
}
