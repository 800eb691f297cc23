import { defineRule } from '@pagegrade/core';

/** One year, the minimum the HSTS preload list and Lighthouse accept. */
const ONE_YEAR = 31_536_000;
/** Six months: the MDN HTTP Observatory's threshold for a partial penalty. */
const SIX_MONTHS = 15_768_000;

export default defineRule({
  id: 'security/strict-transport-security',
  dimension: 'security',
  title: 'HSTS is enabled with a long max-age',
  failureTitle: 'HTTP Strict Transport Security is missing or too short',
  description: 'Checks the Strict-Transport-Security header of an HTTPS page: present, valid, max-age of at least one year.',
  why: 'Without HSTS the first request of a visit can be downgraded to plain HTTP and intercepted; a short max-age lets the protection lapse between visits.',
  fix: 'Send `Strict-Transport-Security: max-age=31536000; includeSubDomains` on every HTTPS response (add `preload` once every subdomain serves HTTPS).',
  impact: 'serious',
  tags: ['observatory:strict-transport-security', 'lighthouse:has-hsts'],
  needs: ['headers', 'https'],
  references: ['https://www.rfc-editor.org/rfc/rfc6797'],
  create(ctx) {
    return {
      end() {
        const value = ctx.page.headers.all('strict-transport-security')[0];
        if (value === undefined) return ctx.fail('No Strict-Transport-Security header.');
        const m = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value);
        if (!m) return ctx.fail(`Strict-Transport-Security "${value}" has no valid max-age directive.`);
        const maxAge = Number(m[1]);
        if (maxAge < SIX_MONTHS) return ctx.fail(`max-age=${maxAge} is under six months (${SIX_MONTHS} s).`);
        if (maxAge < ONE_YEAR) return ctx.warning(`max-age=${maxAge} is under one year (${ONE_YEAR} s).`);
        return ctx.pass(`max-age=${maxAge}.`);
      },
    };
  },
});
