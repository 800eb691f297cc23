import { defineRule } from '@pagegrade/core';

const DAY = 86_400_000;
/** Apple, Google and Mozilla root programs reject certificates issued from 2020-09-01 with a lifetime over 398 days. */
const BROWSER_MAX = 398;
const BROWSER_SINCE = Date.parse('2020-09-01T00:00:00Z');
/** CA/Browser Forum ballot SC-081: certificates issued from 2026-03-15 may not exceed 200 days. */
const BR_MAX = 200;
const BR_SINCE = Date.parse('2026-03-15T00:00:00Z');

export default defineRule({
  id: 'security/certificate-lifetime',
  dimension: 'security',
  title: 'The certificate lifetime is within browser limits',
  failureTitle: 'The certificate lifetime exceeds what browsers and the CA/Browser Forum allow',
  description: `Compares the certificate's validity period (validTo − validFrom) with the public limits: over ${BROWSER_MAX} days for a certificate issued from 2020-09-01 fails (Safari and Chrome reject it); over ${BR_MAX} days for one issued from 2026-03-15 fails (CA/Browser Forum ballot SC-081). Certificates from a private CA may be exempt in managed environments.`,
  why: 'Browsers refuse over-long certificates from public CAs outright, and a certificate longer than the Baseline Requirements allow was mis-issued and is liable to revocation. Short lifetimes limit how long a leaked key stays usable.',
  fix: 'Use certificates from a public CA with automated renewal (ACME); they are issued within the limits.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['https', 'tls'],
  references: ['https://support.apple.com/en-us/102028', 'https://cabforum.org/2025/04/11/ballot-sc081v3-introduce-schedule-of-reducing-validity-and-data-reuse-periods/'],
  check(ctx) {
    const tls = ctx.page.tls!;
    const from = tls.validFrom ? Date.parse(tls.validFrom) : NaN;
    const to = tls.validTo ? Date.parse(tls.validTo) : NaN;
    if (Number.isNaN(from) || Number.isNaN(to)) return ctx.notApplicable('The certificate\'s validity dates are not in this snapshot.');
    const days = Math.round((to - from) / DAY);
    const issued = new Date(from).toISOString().slice(0, 10);
    if (from >= BR_SINCE && days > BR_MAX) return ctx.fail(`Issued ${issued} for ${days} days; certificates issued from 2026-03-15 may last at most ${BR_MAX} days.`);
    if (from >= BROWSER_SINCE && days > BROWSER_MAX) return ctx.fail(`Issued ${issued} for ${days} days; browsers reject certificates issued since 2020-09-01 that last more than ${BROWSER_MAX} days.`);
    return ctx.pass(`Issued ${issued} for ${days} days.`);
  },
});
