import pRetry from 'p-retry';
import { storeFault, storeFaultError } from './faults.ts';
import type { Stores } from './types.ts';

export interface RetryOptions {
  /**
   * How long a write is retried while the store is out of reach (PAGEGRADE_STORE_RETRY_MS): a
   * restart or failover shorter than this loses nothing. Reads wait at most READ_WINDOW_MS, so a
   * request never hangs for long on a store that is away.
   */
  windowMs: number;
  log?: (line: Record<string, unknown>) => void;
}

export const DEFAULT_STORE_RETRY_MS = 30_000;
/** A read gives up sooner: its client is waiting, and can retry the read itself (503 with Retry-After). */
const READ_WINDOW_MS = 2_000;

/**
 * Runs a store operation, again and again with growing pauses (0.1 s doubling to 2 s, jittered)
 * while it fails with a transient fault, for at most `windowMs`. Anything else fails at once: a
 * full disk (it will not be freed within a request), a constraint, a bug. What is still failing
 * then becomes `store_unavailable` or `storage_full` (503), never `internal_error`.
 *
 * p-retry does the backoff, the time bound and the jitter; the classifier (faults.ts) decides.
 */
export async function retryStore<T>(what: string, op: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  try {
    return await pRetry(op, {
      retries: Number.POSITIVE_INFINITY,
      minTimeout: 100,
      factor: 2,
      maxTimeout: 2_000,
      randomize: true,
      maxRetryTime: options.windowMs,
      unref: false,
      shouldRetry: ({ error }) => storeFault(error) === 'transient',
      onFailedAttempt: ({ error, attemptNumber }) => {
        // The first failure and then one in five: an outage of 30 s is a dozen lines, not a hundred.
        if (storeFault(error) === 'transient' && attemptNumber % 5 === 1) options.log?.({ level: 'warn', msg: 'store unavailable, retrying', operation: what, attempt: attemptNumber, error: error.message });
      },
    });
  } catch (err) {
    throw storeFaultError(err) ?? err;
  }
}

/** PostgreSQL's unique_violation: on a retry of an insert, the attempt before committed after all. */
const UNIQUE_VIOLATION = '23505';

/**
 * Inserts of a row with an id of its own (an analysis, a job): when the connection breaks after
 * the commit but before its answer, the retry finds the row there. That is the first attempt's
 * success, not a second save.
 */
const INSERTS_ONCE = new Set(['save', 'create']);

/** Operations that change something and wait out an outage (the rest are reads, which give up sooner). */
const WRITES = new Set(['save', 'create', 'complete', 'fail', 'restart', 'put', 'revoke', 'upgrade', 'purge']);

function retrying<T extends object>(label: string, target: T, options: RetryOptions): T {
  return new Proxy(target, {
    get(t, name, receiver) {
      const value: unknown = Reflect.get(t, name, receiver);
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      const windowMs = WRITES.has(name) ? options.windowMs : Math.min(options.windowMs, READ_WINDOW_MS);
      return (...args: unknown[]) =>
        retryStore(
          `${label}.${name}`,
          async (attempt) => {
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>).apply(t, args);
            } catch (err) {
              if (attempt > 1 && INSERTS_ONCE.has(name) && (err as { code?: unknown }).code === UNIQUE_VIOLATION) return undefined;
              throw err;
            }
          },
          { ...options, windowMs },
        );
    },
  });
}

/**
 * The stores with every operation retried through a brief outage of the server (retryStore).
 * `ping` is not retried: the health check reports the store as it is now.
 */
export function withRetries<S extends Stores>(stores: S, options: RetryOptions): S {
  return {
    ...stores,
    analyses: retrying('analyses', stores.analyses, options),
    idempotency: retrying('idempotency', stores.idempotency, options),
    jobs: retrying('jobs', stores.jobs, options),
    revocations: retrying('revocations', stores.revocations, options),
    secret: (name) => retryStore('secret', () => stores.secret(name), options),
    generatedKey: (name) => retryStore('generatedKey', () => stores.generatedKey(name), options),
  };
}
