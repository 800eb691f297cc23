import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The report e-mails' day counters: per recipient (by a keyed hash) and per client; each backend
 * keeps them (store/embedded/mail-counters.ts, store/distributed/mail-counters.ts).
 */
export interface MailCounters {
  perRecipient: RateLimiterAbstract;
  perClient: RateLimiterAbstract;
}
