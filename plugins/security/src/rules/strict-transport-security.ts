import { defineRule } from '@pagegrade/core';
import { hstsOf } from '../lib/hsts.ts';

/** One year, the minimum the HSTS preload list and Lighthouse accept. */
const ONE_YEAR = 31_536_000;
/** Six months: the MDN HTTP Observatory's threshold for a partial penalty. */
const SIX_MONTHS = 15_768_000;

export default defineRule({
  id: 'security/strict-transport-security',
  dimension: 'security',
  title: 'HSTS is enabled with a long max-age',
  failureTitle: 'HTTP Strict Transport Security is missing or too short',
  description: `Checks the Strict-Transport-Security header of an HTTPS page: present, with a valid max-age of at least one year (${ONE_YEAR} s). Under six months (${SIX_MONTHS} s), including max-age=0 which switches HSTS off, fails; between six months and a year warns. includeSubDomains and preload are judged by security/hsts-include-subdomains and security/hsts-preload.`,
  why: 'Without HSTS the first request of a visit can be downgraded to plain HTTP and intercepted; a short max-age lets the protection lapse between visits.',
  fix: 'Send `Strict-Transport-Security: max-age=31536000; includeSubDomains` on every HTTPS response (add `preload` once every subdomain serves HTTPS).',
  impact: 'serious',
  tags: ['observatory:strict-transport-security', 'lighthouse:has-hsts'],
  needs: ['headers', 'https'],
  references: ['https://www.rfc-editor.org/rfc/rfc6797'],
  check(ctx) {
    const hsts = hstsOf(ctx.page);
    if (!hsts) return ctx.fail('No Strict-Transport-Security header.');
    if (hsts.maxAge === null) return ctx.fail(`Strict-Transport-Security "${hsts.raw.slice(0, 120)}" has no valid max-age directive.`);
    if (hsts.maxAge === 0) return ctx.fail('max-age=0 tells browsers to forget HSTS for this host.');
    if (hsts.maxAge < SIX_MONTHS) return ctx.fail(`max-age=${hsts.maxAge} is under six months (${SIX_MONTHS} s).`);
    if (hsts.maxAge < ONE_YEAR) return ctx.warning(`max-age=${hsts.maxAge} is under one year (${ONE_YEAR} s).`);
    return ctx.pass(`max-age=${hsts.maxAge}.`);
  },
});
