import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { PagegradeError } from '@pagegrade/core';
import { asPagegradeError } from './analyses.ts';
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

/** A claim on a key, held by the one process answering the key's first request. */
export interface IdempotencyClaim {
  /** Gives the key up: after the answer is stored, or when the request failed and is not remembered. */
  release(): Promise<void>;
}

/**
 * Claims shared by the API processes of a deployment (Redis), so that repeats of one key sent to
 * two processes at once run once. A claim lapses on its own if its holder dies.
 */
export interface IdempotencyClaims {
  /** The claim for a request with `fingerprint`, or null when another request holds the key. */
  take(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim | null>;
  /** The fingerprint of the request holding the key, or null when none does. */
  holder(scope: string, key: string): Promise<string | null>;
}

/** How often a repeat held up by another process looks again (a Redis read while the key is held). */
const CLAIM_POLL_MS = 100;
/** Longer than an analysis takes at its limits (fetch and analysis time); past it a repeat gives up with 503. */
const CLAIM_WAIT_MS = 120_000;

/**
 * Idempotency-Key semantics (after the IETF httpapi draft): the first request with a key runs;
 * a repeat with the same body replays its response; a concurrent repeat waits for the first and
 * gets the same response (one analysis); a repeat with a different body is refused. Keys are
 * scoped per client and remembered for the configured retention. Server errors (5xx) and
 * rate-limit refusals (429) are not remembered, so a retry after one runs again.
 *
 * Concurrent repeats in this process wait on the first one's promise. With `claims`, repeats
 * sent to other processes of the deployment wait for the claim of the process running the first
 * to go, then replay what it stored (or, when it stored nothing, run themselves).
 */
export class Idempotency {
  private readonly inflight = new Map<string, InFlight>();

  constructor(
    private readonly store: IdempotencyStore,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly claims: IdempotencyClaims | null = null,
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
    /** The stored answer to replay, if there is one still kept. */
    const replay = async () => {
      const stored = await this.store.get(scope, key);
      if (!stored || stored.createdAt <= this.now() - this.ttlMs) return null;
      if (stored.fingerprint !== fp) throw conflict();
      return { status: stored.status, body: stored.body, replayed: true };
    };
    // Looked for before the store is read and again after: the first request's record is written
    // before it leaves this map, so a repeat sees one or the other, never neither.
    const before = this.inflight.get(mapKey);
    if (before) return join(before);
    const stored = await replay();
    if (stored) return stored;
    const running = this.inflight.get(mapKey);
    if (running) return join(running);

    let claim: IdempotencyClaim | null = null;
    const started = this.now();
    while (this.claims) {
      claim = await this.claims.take(scope, key, fp);
      if (claim) {
        // The key was free, perhaps because its holder has just stored its answer and let go.
        const answer = await replay().catch(async (err: unknown) => {
          await claim!.release();
          throw err;
        });
        if (!answer) break;
        await claim.release();
        return answer;
      }
      const here = this.inflight.get(mapKey);
      if (here) return join(here);
      const holder = await this.claims.holder(scope, key);
      if (holder !== null && holder !== fp) throw conflict();
      if (this.now() - started > CLAIM_WAIT_MS) throw new PagegradeError('service_unavailable', 'A request with this Idempotency-Key is still running elsewhere; retry after the seconds in Retry-After.');
      // Held by the same request on another process: it stores its answer, then lets go.
      if (holder !== null) await delay(CLAIM_POLL_MS);
    }
    const promise = work().catch((err: unknown): IdempotentResponse => {
      const e = asPagegradeError(err, 'An unexpected error occurred.');
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
      await claim?.release();
    }
  }

  purgeExpired(): Promise<number> {
    return this.store.purge(this.now() - this.ttlMs);
  }
}
