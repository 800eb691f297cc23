import { createHash } from 'node:crypto';
import { PagegradeError, isPagegradeError } from '@pagegrade/core';
import { errorBody } from '../http/errors.ts';
import type { IdempotencyStore, IdempotentResponse } from '../store/types.ts';

export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** JSON with sorted keys, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same request. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

interface InFlight {
  fingerprint: string;
  promise: Promise<IdempotentResponse>;
}

/**
 * Idempotency-Key semantics (after the IETF httpapi draft): the first request with a key runs;
 * a repeat with the same body replays its response; a concurrent repeat waits for the first and
 * gets the same response (one analysis); a repeat with a different body is refused. Keys are
 * scoped per client and remembered for the configured retention. Server errors (5xx) and
 * rate-limit refusals (429) are not remembered, so a retry after one runs again.
 */
export class Idempotency {
  private readonly inflight = new Map<string, InFlight>();

  constructor(
    private readonly store: IdempotencyStore,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async run(scope: string, key: string, body: unknown, work: () => Promise<IdempotentResponse>): Promise<IdempotentResponse & { replayed: boolean }> {
    const fp = fingerprint(body);
    const mapKey = `${scope}\u0000${key}`;
    const conflict = () =>
      new PagegradeError('idempotency_conflict', 'This Idempotency-Key was already used with a different request body; use a new key for a different request.');
    const join = async (running: InFlight) => {
      if (running.fingerprint !== fp) throw conflict();
      return { ...(await running.promise), replayed: true };
    };
    // Looked for before the store is read and again after: the first request's record is written
    // before it leaves this map, so a repeat sees one or the other, never neither.
    const before = this.inflight.get(mapKey);
    if (before) return join(before);
    const stored = await this.store.get(scope, key);
    if (stored && stored.createdAt > this.now() - this.ttlMs) {
      if (stored.fingerprint !== fp) throw conflict();
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const running = this.inflight.get(mapKey);
    if (running) return join(running);
    const promise = work().catch((err: unknown): IdempotentResponse => {
      const e = isPagegradeError(err) ? err : new PagegradeError('internal_error', 'An unexpected error occurred.', { cause: err });
      // Refusals for quota and server errors are not answers to the request: not remembered.
      if (e.status === 429 || e.status >= 500) throw e;
      return { status: e.status, body: errorBody(e.code, e.message, e.status) };
    });
    this.inflight.set(mapKey, { fingerprint: fp, promise });
    try {
      const response = await promise;
      if (response.status < 500) await this.store.put(scope, key, { ...response, fingerprint: fp, createdAt: this.now() });
      return { ...response, replayed: false };
    } finally {
      this.inflight.delete(mapKey);
    }
  }

  purgeExpired(): Promise<number> {
    return this.store.purge(this.now() - this.ttlMs);
  }
}
