import type { Config } from '../config.ts';
import type { Operation } from '../operations/types.ts';
import type { RateLimitConfig } from '../http/rate-limit.ts';
import { schemas } from '../schemas.ts';
import { serviceUrls, type ServiceUrls } from './urls.ts';
import { lifecycleOperations } from './deprecations.ts';

/**
 * Everything the discovery files state about the service, taken from the running configuration,
 * the rules and the schemas, so a file can never promise another quota, address or limit than
 * the service enforces.
 */
export interface ServiceFacts {
  urls: ServiceUrls;
  version: string;
  checks: number;
  limits: Pick<RateLimitConfig, 'analysesPerDay' | 'burstPerMinute' | 'readsPerMinute'>;
  /** Largest batch, from the schema that validates batches. */
  batchMaxUrls: number;
  /** Longest Idempotency-Key, from the schema that validates it. */
  idempotencyKeyMax: number;
  /** How long an Idempotency-Key is remembered, in hours. */
  idempotencyHours: number;
  /** How long a finished async job is kept, in hours. */
  jobHours: number;
  /** How long an analysis is kept, in days; 0 for ever. */
  analysisDays: number;
  /** The operations as served, deprecations applied. */
  operations: readonly Operation[];
}

function schemaNumber(name: string, key: string): number {
  const value = schemas[name]?.[key];
  if (typeof value !== 'number') throw new Error(`schemas/${name}.json has no numeric ${key}.`);
  return value;
}

export function serviceFacts(config: Config, checks: number, version: string): ServiceFacts {
  return {
    urls: serviceUrls(config),
    version,
    checks,
    limits: { analysesPerDay: config.rateLimits.analysesPerDay, burstPerMinute: config.rateLimits.burstPerMinute, readsPerMinute: config.rateLimits.readsPerMinute },
    batchMaxUrls: schemaNumber('BatchRequest', 'maxItems'),
    idempotencyKeyMax: schemaNumber('IdempotencyKey', 'maxLength'),
    idempotencyHours: Math.round(config.idempotencyTtlMs / 3_600_000),
    jobHours: Math.round(config.jobRetentionMs / 3_600_000),
    analysisDays: Math.round(config.analysisRetentionMs / 86_400_000),
    operations: lifecycleOperations(config),
  };
}

/** The operations deprecated today, in table order. */
export function deprecatedOperations(facts: Pick<ServiceFacts, 'operations'>): Operation[] {
  return facts.operations.filter((o) => o.deprecated);
}

/** The current version's path prefix, from the API address. */
export function currentVersionPath(urls: ServiceUrls): string {
  return new URL(urls.api).pathname;
}
