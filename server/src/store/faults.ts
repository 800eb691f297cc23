import { PagegradeError } from '@pagegrade/core';

/**
 * What a failed store operation says about the store, not about the request:
 * - `transient`: the server is briefly out of reach or busy (a restart, a failover, too many
 *   connections, a serialization conflict); the same operation is expected to succeed soon.
 * - `full`: there is no room left to write (a full disk); it succeeds again once space is freed.
 * - null: anything else (a bug, a constraint), which retrying would only repeat.
 */
export type StoreFault = 'transient' | 'full';

/** Node's socket errors of a server that is away or restarting. */
const TRANSIENT_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED', 'ENOTCONN']);

/**
 * PostgreSQL SQLSTATEs (Appendix A of its manual): class 08 connection exceptions, 57P01-57P03
 * (admin shutdown, crash shutdown, cannot connect now: a restart or a failover), 53300
 * too_many_connections, 40001 serialization_failure and 40P01 deadlock_detected (retry the
 * transaction), 55P03 lock_not_available.
 */
const TRANSIENT_SQLSTATE = /^(08...|57P0[123]|53300|40001|40P01|55P03)$/;
/** 53100 disk_full. */
const FULL_SQLSTATE = '53100';

/**
 * Messages without a code: node-postgres's for a connection that ended or never came, ioredis's
 * for a connection that is closed or reconnecting, and Redis's own while it loads its data or is
 * a read-only replica after a failover.
 */
const TRANSIENT_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Reached the max retries per request|Stream isn't writeable|Redis connection is not ready|enableOfflineQueue|^LOADING |^READONLY |^TRYAGAIN |^CLUSTERDOWN /;

function faultOf(err: unknown): StoreFault | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; message?: unknown; name?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (code === 'SQLITE_FULL' || code === FULL_SQLSTATE || code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || TRANSIENT_ERRNO.has(code) || TRANSIENT_SQLSTATE.test(code)) return 'transient';
  if (e.name === 'MaxRetriesPerRequestError') return 'transient';
  const message = typeof e.message === 'string' ? e.message : '';
  if (/database or disk is full/.test(message)) return 'full';
  if (TRANSIENT_MESSAGE.test(message)) return 'transient';
  return null;
}

/**
 * The one classifier of store errors, for PostgreSQL (node-postgres), SQLite (better-sqlite3)
 * and Redis (ioredis): looks at the error, then at its causes (an AggregateError's too, which is
 * what Node gives when every address of a host refused).
 */
export function storeFault(err: unknown): StoreFault | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (seen.has(e)) continue;
    seen.add(e);
    const fault = faultOf(e);
    if (fault) return fault;
    if (typeof e === 'object' && e !== null) {
      if ('cause' in e) queue.push((e as { cause: unknown }).cause);
      if (Array.isArray((e as { errors?: unknown }).errors)) queue.push(...(e as { errors: unknown[] }).errors);
    }
  }
  return null;
}

/** Seconds a client is asked to wait after a store fault (`Retry-After`). */
export const STORE_RETRY_AFTER_SECONDS = 30;

export const STORE_UNAVAILABLE_MESSAGE = 'The database or the queue is out of reach for now, so nothing was done; retry after the seconds in Retry-After.';
export const STORAGE_FULL_MESSAGE = 'The server has no storage space left to record this, so nothing was done; retry after the seconds in Retry-After (an operator has to free space).';

/**
 * The error a client gets for a store fault: `store_unavailable` or `storage_full` (503, with
 * Retry-After), or null when the error is not a store fault.
 */
export function storeFaultError(err: unknown): PagegradeError | null {
  const fault = storeFault(err);
  if (fault === 'full') return new PagegradeError('storage_full', STORAGE_FULL_MESSAGE, { cause: err });
  if (fault === 'transient') return new PagegradeError('store_unavailable', STORE_UNAVAILABLE_MESSAGE, { cause: err });
  return null;
}
