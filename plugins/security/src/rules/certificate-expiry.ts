import { defineRule } from '@pagegrade/core';

const DAY = 86_400_000;
/** Let's Encrypt renews 30 days before expiry; 14 days left means renewal has been failing for two weeks. */
const WARN_DAYS = 14;

export default defineRule({
  id: 'security/certificate-expiry',
  dimension: 'security',
  title: 'The certificate is valid for more than two weeks',
  failureTitle: 'The TLS certificate has expired, is not yet valid, or expires within two weeks',
  description: `Compares the certificate's validity period with the time the page was fetched: expired or not yet valid fails; fewer than ${WARN_DAYS} days left warns.`,
  why: 'On the day a certificate expires every visitor gets a full-page browser error and API clients stop working. A certificate this close to expiry usually means automatic renewal is broken.',
  fix: 'Renew the certificate now and automate renewal (certbot, ACME in the web server or CDN), with monitoring that alerts well before expiry.',
  impact: 'serious',
  tags: ['best-practice'],
  needs: ['https', 'tls'],
  check(ctx) {
    const tls = ctx.page.tls!;
    const now = ctx.page.fetchedAt;
    if (!now) return ctx.notApplicable('The snapshot has no fetch time to compare with.');
    const to = tls.validTo ? Date.parse(tls.validTo) : NaN;
    const from = tls.validFrom ? Date.parse(tls.validFrom) : NaN;
    if (Number.isNaN(to)) return ctx.notApplicable('The certificate\'s expiry date is not in this snapshot.');
    const t = now.getTime();
    if (!Number.isNaN(from) && from > t) return ctx.fail(`The certificate is not valid until ${new Date(from).toISOString().slice(0, 10)}.`);
    const days = Math.floor((to - t) / DAY);
    if (to <= t) return ctx.fail(`The certificate expired on ${new Date(to).toISOString().slice(0, 10)}, ${Math.ceil((t - to) / DAY)} day(s) before the fetch.`);
    if (days < WARN_DAYS) return ctx.warning(`The certificate expires on ${new Date(to).toISOString().slice(0, 10)}, in ${days} day(s).`);
    return ctx.pass(`Valid until ${new Date(to).toISOString().slice(0, 10)} (${days} days).`);
  },
});
