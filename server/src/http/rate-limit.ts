import type { Context } from 'koa';
import ipaddr from 'ipaddr.js';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PagegradeError } from '@pagegrade/core';

export interface RateLimitConfig {
  /** Analyses a client may run per day (sync, async, batch per URL, agents, the form). */
  analysesPerDay: number;
  /** Requests per minute to the analysis endpoints. */
  burstPerMinute: number;
  /** Requests per minute to read endpoints (job status, leaderboard). */
  readsPerMinute: number;
  /** Header that carries the client address behind a trusted proxy, or null to use the socket. */
  clientIpHeader: string | null;
}

/** The state of one rate-limit policy for one client. */
export interface Quota {
  /** The policy's name in RateLimit-Policy and RateLimit: `burst`, `daily` or `reads`. */
  policy: string;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  /** The window's length in seconds. */
  window: number;
}

/** The client a quota belongs to: one IPv4 address, or one IPv6 /64 (what one subscriber gets). */
export function clientKey(address: string): string {
  try {
    const a = ipaddr.process(address.replace(/^\[|\]$/g, ''));
    if (a.kind() === 'ipv6') return `${(a as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
    return a.toString();
  } catch {
    return address || 'unknown';
  }
}

/**
 * The client's address. By default the socket's peer: headers are the client's to write. Behind a
 * proxy, the configured header is believed, and for X-Forwarded-For only its last entry — the one
 * the proxy itself appended — so a client cannot pick its own address by sending the header.
 */
export function clientAddress(ctx: Context, header: string | null): string {
  const socket = ctx.socket.remoteAddress ?? 'unknown';
  if (!header) return socket;
  const value = ctx.get(header);
  if (!value) return socket;
  const last = value.split(',').at(-1)!.trim();
  return ipaddr.isValid(last.replace(/^\[|\]$/g, '')) ? last : socket;
}

function toQuota(policy: string, limit: number, res: RateLimiterRes | null, window: number): Quota {
  if (!res) return { policy, limit, remaining: limit, reset: window, window };
  return { policy, limit, remaining: Math.max(0, res.remainingPoints), reset: Math.max(0, Math.ceil(res.msBeforeNext / 1000)), window };
}

/** The windows of the policies, in seconds. */
export const DAY = 86_400;
export const MINUTE = 60;

/**
 * Gives back up to `analyses` of a client's daily quota (an analysis that never got a page costs
 * nothing), never more than it has spent today; returns the counter as it stands, or null when
 * nothing was spent. A negative spend in rate-limiter-flexible, in SQLite and in Redis alike.
 */
export async function refundDaily(daily: RateLimiterAbstract, client: string, analyses: number): Promise<RateLimiterRes | null> {
  const current = await daily.get(client);
  const back = Math.min(analyses, current?.consumedPoints ?? 0);
  return back > 0 ? daily.reward(client, back) : current;
}

/** The counters of the three policies, each a rate-limiter-flexible limiter with the policy's points and window. */
export interface RateLimiters {
  daily: RateLimiterAbstract;
  burst: RateLimiterAbstract;
  reads: RateLimiterAbstract;
}

/**
 * Per-client limits over the counters of `RateLimiters`. Spending for one client is serialized in
 * this process, so a request that would overspend is refused whole without touching the counter
 * (a batch larger than what is left spends nothing). Counters shared by several processes (Redis)
 * refuse a spend past the limit themselves, without storing it, so two processes that both saw
 * room cannot both take the last of it: the one refused gives back what it had spent of the
 * other policy.
 */
export class RateLimits {
  private readonly daily: RateLimiterAbstract;
  private readonly burst: RateLimiterAbstract;
  private readonly reads: RateLimiterAbstract;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    limiters: RateLimiters,
    readonly config: RateLimitConfig,
  ) {
    this.daily = limiters.daily;
    this.burst = limiters.burst;
    this.reads = limiters.reads;
  }

  private async serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.locks.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    this.locks.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    }
  }

  private static refused(quotas: Quota[], what: string): PagegradeError & { quotas: Quota[] } {
    const err = new PagegradeError('rate_limited', what) as PagegradeError & { quotas: Quota[] };
    err.quotas = quotas;
    return err;
  }

  private burstQuota(res: RateLimiterRes | null): Quota {
    return toQuota('burst', this.config.burstPerMinute, res, MINUTE);
  }

  private dailyQuota(res: RateLimiterRes | null): Quota {
    return toQuota('daily', this.config.analysesPerDay, res, DAY);
  }

  /** Both policies of the analysis endpoints (burst, daily) without spending them (replays, the sandbox, headers). */
  async peekAnalyses(client: string): Promise<Quota[]> {
    return [this.burstQuota(await this.burst.get(client)), this.dailyQuota(await this.daily.get(client))];
  }

  /**
   * One request to an analysis endpoint that will run `analyses` analyses (0 for a dry run):
   * counts against the burst cap, then spends the daily quota, or refuses the whole request.
   */
  async spendAnalyses(client: string, analyses: number): Promise<Quota[]> {
    return this.serialized(client, async () => {
      const burst = await this.burst.get(client);
      const daily = await this.daily.get(client);
      if (burst && burst.consumedPoints >= this.config.burstPerMinute) {
        throw RateLimits.refused([this.burstQuota(burst), this.dailyQuota(daily)], `More than ${this.config.burstPerMinute} analysis requests in a minute; wait ${Math.ceil(burst.msBeforeNext / 1000)} s.`);
      }
      const used = daily?.consumedPoints ?? 0;
      if (analyses > 0 && used + analyses > this.config.analysesPerDay) throw this.dailyRefusal(this.burstQuota(burst), this.dailyQuota(daily), used, analyses);
      let spentBurst: RateLimiterRes;
      try {
        spentBurst = await this.burst.consume(client, 1);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        // Another process took the last of the minute since it was read.
        throw RateLimits.refused([this.burstQuota(res), this.dailyQuota(daily)], `More than ${this.config.burstPerMinute} analysis requests in a minute; wait ${Math.ceil(res.msBeforeNext / 1000)} s.`);
      }
      if (analyses === 0) return [this.burstQuota(spentBurst), this.dailyQuota(daily)];
      try {
        return [this.burstQuota(spentBurst), this.dailyQuota(await this.daily.consume(client, analyses))];
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        // Another process spent of the day's quota since it was read: this request spends nothing.
        const burst = await this.burst.reward(client, 1);
        throw this.dailyRefusal(this.burstQuota(burst), this.dailyQuota(res), res.consumedPoints - analyses, analyses);
      }
    });
  }

  private dailyRefusal(burst: Quota, daily: Quota, used: number, analyses: number): PagegradeError & { quotas: Quota[] } {
    const left = Math.max(0, this.config.analysesPerDay - used);
    return RateLimits.refused(
      [burst, { ...daily, remaining: left }],
      left === 0
        ? `The free quota of ${this.config.analysesPerDay} analyses a day is used up; it resets in ${daily.reset} s.`
        : `This request needs ${analyses} analyses but only ${left} of today's ${this.config.analysesPerDay} are left; nothing was spent.`,
    );
  }

  /** Gives back analyses that could not fetch their page; the quotas as they stand after. */
  async refundAnalyses(client: string, analyses: number): Promise<Quota[]> {
    return this.serialized(client, async () => {
      const daily = await refundDaily(this.daily, client, analyses);
      return [this.burstQuota(await this.burst.get(client)), this.dailyQuota(daily)];
    });
  }

  /** The read quota without spending it (for the headers of a refused request). */
  async peekReads(client: string): Promise<Quota[]> {
    return [toQuota('reads', this.config.readsPerMinute, await this.reads.get(client), MINUTE)];
  }

  /** One request to a read endpoint. */
  async spendRead(client: string): Promise<Quota[]> {
    try {
      return [toQuota('reads', this.config.readsPerMinute, await this.reads.consume(client, 1), MINUTE)];
    } catch (res) {
      if (res instanceof RateLimiterRes) throw RateLimits.refused([toQuota('reads', this.config.readsPerMinute, res, MINUTE)], `More than ${this.config.readsPerMinute} requests in a minute; wait ${Math.ceil(res.msBeforeNext / 1000)} s.`);
      throw res;
    }
  }
}

/**
 * The policy closest to exhaustion: the fewest requests left, and of those the one that resets
 * last, which is the one that decides when the client may go on.
 */
export function tightest(quotas: readonly Quota[]): Quota {
  return quotas.reduce((a, b) => (b.remaining < a.remaining || (b.remaining === a.remaining && b.reset > a.reset) ? b : a));
}

/**
 * The quota headers. RateLimit-Limit, -Remaining and -Reset (the older draft's fields, which the
 * service contract names) describe the policy closest to exhaustion, so a client pacing itself by
 * them is never surprised by another policy; RateLimit-Policy and RateLimit (the current draft of
 * draft-ietf-httpapi-ratelimit-headers, structured-field lists) state every policy that applies.
 */
export function setQuotaHeaders(ctx: Context, quotas: readonly Quota[]): void {
  const q = tightest(quotas);
  ctx.set('RateLimit-Limit', String(q.limit));
  ctx.set('RateLimit-Remaining', String(q.remaining));
  ctx.set('RateLimit-Reset', String(q.reset));
  ctx.set('RateLimit-Policy', quotas.map((p) => `"${p.policy}";q=${p.limit};w=${p.window}`).join(', '));
  ctx.set('RateLimit', quotas.map((p) => `"${p.policy}";r=${p.remaining};t=${p.reset}`).join(', '));
}

/** A 429 carries the quotas it hit: the error handler turns them into headers. */
export function quotaOf(err: unknown): Quota[] | null {
  const q = (err as { quotas?: Quota[] } | null)?.quotas;
  return Array.isArray(q) && q.length > 0 ? q : null;
}
