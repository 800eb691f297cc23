import type { Context } from 'koa';
import type { Rule } from '@pagegrade/core';
import type { Config } from './config.ts';
import type { ServiceUrls } from './discovery/urls.ts';
import type { AnalysisService } from './service/analyses.ts';
import type { Idempotency } from './service/idempotency.ts';
import type { Sandbox } from './service/sandbox.ts';
import type { JobService } from './service/jobs.ts';
import type { Leaderboard } from './service/leaderboard.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { AnalysisStore } from './store/types.ts';
import type { Knowledge } from './search/knowledge.ts';
import type { HealthReport } from './lifecycle/health.ts';

/** What every router of the app may use; built once in createApp. */
export interface RouteDeps {
  config: Config;
  urls: ServiceUrls;
  rules: readonly Rule[];
  analyses: AnalysisStore;
  service: AnalysisService;
  idempotency: Idempotency;
  sandbox: Sandbox;
  jobs: JobService;
  limits: RateLimits;
  leaderboard: Leaderboard;
  /** Retrieval over checks, docs, analyses and the leaderboard (for /ask and the docs tool server). */
  knowledge: Knowledge;
  /** Probes every dependency (GET /api/v1/health). */
  health(): Promise<HealthReport>;
  /** The rate-limit key of the client (an IPv4 address or an IPv6 /64). */
  clientIp(ctx: Context): string;
  now(): number;
  log(line: Record<string, unknown>): void;
}
