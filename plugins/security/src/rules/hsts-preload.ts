import { defineRule, registrableDomain } from '@pagegrade/core';
import { hstsOf } from '../lib/hsts.ts';

/** hstspreload.org submission requirements: max-age of at least one year, includeSubDomains, preload. */
const ONE_YEAR = 31_536_000;

export default defineRule({
  id: 'security/hsts-preload',
  dimension: 'security',
  title: 'HSTS is ready for the browser preload list',
  failureTitle: 'HSTS is not ready for the browser preload list',
  description: `Checks the Strict-Transport-Security header against the preload list requirements (hstspreload.org): max-age of at least ${ONE_YEAR} seconds (one year), includeSubDomains and preload. A header that says preload but misses a requirement fails (the submission would be rejected); a registrable domain without preload is a warning. Subdomains are not applicable: preloading is decided on the registrable domain.`,
  why: 'HSTS only protects after the first visit. Sites on the preload list, built into Chrome, Firefox, Safari and Edge, are never requested over plain HTTP at all, which closes the first-visit downgrade window.',
  fix: 'Send `Strict-Transport-Security: max-age=63072000; includeSubDomains; preload` on the registrable domain once every subdomain serves HTTPS, then submit the domain at https://hstspreload.org.',
  impact: 'minor',
  tags: ['observatory:strict-transport-security'],
  needs: ['headers', 'https'],
  references: ['https://hstspreload.org/#submission-requirements'],
  check(ctx) {
    const hsts = hstsOf(ctx.page);
    if (!hsts) return ctx.notApplicable('The page sends no Strict-Transport-Security header.');
    const host = ctx.page.location?.hostname ?? '';
    const apex = registrableDomain(host);
    const missing: string[] = [];
    if (hsts.maxAge === null || hsts.maxAge < ONE_YEAR) missing.push(`max-age of at least ${ONE_YEAR} (is ${hsts.maxAge ?? 'missing'})`);
    if (!hsts.includeSubDomains) missing.push('includeSubDomains');
    if (hsts.preload) {
      if (missing.length) return ctx.fail(`The header asks for preloading but lacks ${missing.join(' and ')}; hstspreload.org would reject ${apex ?? host}.`);
      return ctx.pass(`"${hsts.raw.slice(0, 120)}" meets the preload requirements.`);
    }
    if (apex && apex !== host) return ctx.notApplicable(`Preloading is decided on the registrable domain ${apex}, not on ${host}.`);
    return ctx.warning(`"${hsts.raw.slice(0, 120)}" has no preload directive${missing.length ? ` and lacks ${missing.join(' and ')}` : ''}.`);
  },
});
