import { defineRule } from '@pagegrade/core';
import { hstsOf } from '../lib/hsts.ts';

export default defineRule({
  id: 'security/hsts-include-subdomains',
  dimension: 'security',
  title: 'HSTS covers subdomains',
  failureTitle: 'HSTS does not cover subdomains',
  description: 'When the HTTPS page sends Strict-Transport-Security, checks that the header carries the includeSubDomains directive. Pages without the header are left to security/strict-transport-security.',
  why: 'Without includeSubDomains an attacker on the network can lure users to a made-up http:// subdomain and set or read cookies scoped to the parent domain; HSTS then protects only the exact host.',
  fix: 'Make sure every subdomain serves HTTPS, then add `includeSubDomains` to the header: `Strict-Transport-Security: max-age=31536000; includeSubDomains`.',
  impact: 'minor',
  tags: ['observatory:strict-transport-security'],
  needs: ['headers', 'https'],
  references: ['https://www.rfc-editor.org/rfc/rfc6797#section-6.1.2'],
  check(ctx) {
    const hsts = hstsOf(ctx.page);
    if (!hsts) return ctx.notApplicable('The page sends no Strict-Transport-Security header.');
    if (hsts.maxAge === 0) return ctx.notApplicable('HSTS is switched off (max-age=0).');
    if (!hsts.includeSubDomains) return ctx.warning(`Strict-Transport-Security "${hsts.raw.slice(0, 120)}" has no includeSubDomains directive.`);
    return ctx.pass(`Strict-Transport-Security "${hsts.raw.slice(0, 120)}".`);
  },
});
