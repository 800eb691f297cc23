import { createHmac } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PagegradeError } from '@pagegrade/core';
import type { MailConfig } from '../config.ts';
import type { ReportEmail } from './report-email.ts';
import type { MailCounters } from './counters.ts';


/**
 * A recipient as people type one: local part, @, a domain with a dot; nothing a header could be
 * split on. The report's e-mail form takes the same (operations/site.ts), around spaces.
 */
export const EMAIL_ADDRESS = '[^\\s@<>()[\\]\\\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+';
const ADDRESS = new RegExp(`^${EMAIL_ADDRESS}$`);

export function isEmailAddress(s: string): boolean {
  return s.length <= 254 && ADDRESS.test(s);
}

/** A refusal that carries when to try again (the Retry-After of the answer). */
export type MailRefusal = PagegradeError & { retryAfter?: number };

function refused(message: string, res: RateLimiterRes): MailRefusal {
  const err = new PagegradeError('rate_limited', message) as MailRefusal;
  err.retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return err;
}

/**
 * Sends reports by e-mail, within two daily limits besides the per-client burst cap the routes
 * spend: e-mails per client, and e-mails per recipient from everyone together, so the service
 * cannot be used to flood an inbox. The recipient's address is used to send and nothing else: the
 * only trace kept is its counter, keyed by an HMAC of the address under a key of this server
 * (not reversible by hashing a list of addresses without the key), gone a day after the last
 * e-mail (rate-limiter-flexible clears expired counters an hour after they expire).
 */
export class ReportMailer {
  private readonly transport: Transporter;
  private readonly perRecipient: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;
  private readonly key: Buffer;

  constructor(
    readonly config: MailConfig,
    counters: MailCounters,
    secret: Buffer,
  ) {
    this.transport = nodemailer.createTransport(config.smtpUrl);
    this.perRecipient = counters.perRecipient;
    this.perClient = counters.perClient;
    // A key of its own, derived from a server secret, so the counters say nothing to whoever reads the database.
    this.key = createHmac('sha256', secret).update('pagegrade e-mail recipients').digest();
  }

  /** The counter key of an address: what is kept of it. */
  recipientKey(address: string): string {
    return createHmac('sha256', this.key).update(address.trim().toLowerCase()).digest('base64url');
  }

  /**
   * Sends one analysis's report to `to`, or refuses: a malformed address (`invalid_request`), a
   * spent limit (`rate_limited`, with `retryAfter`), or a mail server that did not take it
   * (`internal_error`, and the counters are given back). The e-mail is composed only once the
   * limits allow it: the attached report is the costly part.
   */
  async send(client: string, to: string, compose: () => Promise<ReportEmail>): Promise<void> {
    if (!isEmailAddress(to)) throw new PagegradeError('invalid_request', 'That is not an e-mail address; write it as name@example.com.');
    const rcpt = this.recipientKey(to);
    const [byClient, byRecipient] = await Promise.all([this.perClient.get(client), this.perRecipient.get(rcpt)]);
    if (byClient && byClient.consumedPoints >= this.config.perClientPerDay) {
      throw refused(`You have asked for ${this.config.perClientPerDay} e-mails today, the most one visitor may; try again in ${Math.ceil(byClient.msBeforeNext / 3_600_000)} h.`, byClient);
    }
    if (byRecipient && byRecipient.consumedPoints >= this.config.perRecipientPerDay) {
      throw refused(`This address has been sent ${this.config.perRecipientPerDay} reports today, the most one address gets; try again in ${Math.ceil(byRecipient.msBeforeNext / 3_600_000)} h.`, byRecipient);
    }
    // Two requests at once may both have passed the look above: the counters decide.
    const spent = await Promise.allSettled([this.perClient.consume(client, 1), this.perRecipient.consume(rcpt, 1)]);
    const over = spent.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (over) {
      await Promise.all([this.perClient.reward(client, 1), this.perRecipient.reward(rcpt, 1)]);
      if (over.reason instanceof RateLimiterRes) throw refused('Too many e-mails were asked for at once; try again later.', over.reason);
      throw over.reason;
    }
    let mail: ReportEmail;
    try {
      mail = await compose();
    } catch (err) {
      await Promise.all([this.perClient.reward(client, 1), this.perRecipient.reward(rcpt, 1)]);
      throw err;
    }
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: {
          // Sent at a person's request, but by a machine: no vacation replies to it (RFC 3834).
          'Auto-Submitted': 'auto-generated',
          'X-Auto-Response-Suppress': 'All',
        },
      });
    } catch (err) {
      await Promise.all([this.perClient.reward(client, 1), this.perRecipient.reward(rcpt, 1)]);
      throw new PagegradeError('internal_error', 'The mail server did not accept the e-mail; please try again later.', { cause: err });
    }
  }

  close(): void {
    this.transport.close();
  }
}
