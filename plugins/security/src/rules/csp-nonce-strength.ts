import { defineRule } from '@pagegrade/core';
import { CspType, NO_POLICY, policiesOf, policyLabel } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-nonce-strength',
  dimension: 'security',
  title: 'CSP nonces are long and base64',
  failureTitle: 'CSP nonces are too short or malformed',
  description: "Checks every 'nonce-…' source of the enforced policies: at least 8 characters (csp_evaluator's floor; CSP3 recommends 128 bits, about 22 base64 characters) and only base64 or base64url characters. Shorter than 22 characters is a warning.",
  why: 'A nonce only protects if an attacker cannot guess it. Short nonces can be brute-forced or collide; characters outside base64 are rejected by the CSP grammar, so the nonce may never match.',
  fix: 'Generate a fresh nonce for every response from a cryptographic random source, 16 bytes or more, base64-encoded (for example `crypto.randomBytes(16).toString("base64")`).',
  impact: 'moderate',
  tags: ['csp-evaluator:nonce-length', 'csp-evaluator:nonce-charset'],
  references: ['https://www.w3.org/TR/CSP3/#security-nonces'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    let nonces = 0;
    for (const p of enforced) {
      for (const values of Object.values(p.csp.directives)) {
        for (const v of values ?? []) {
          if (!v.startsWith("'nonce-")) continue;
          nonces++;
          const len = v.length - "'nonce-'".length;
          if (len >= 8 && len < 22) ctx.warn(p.element, `${policyLabel(p)}: nonce ${v.slice(0, 40)} has ${len} characters, under 128 bits.`);
        }
      }
      for (const f of p.findings) {
        if (f.type === CspType.NONCE_LENGTH) ctx.report(p.element, `${policyLabel(p)}: nonce ${(f.value ?? '').slice(0, 40)} is shorter than 8 characters.`);
        else if (f.type === CspType.NONCE_CHARSET) ctx.report(p.element, `${policyLabel(p)}: nonce ${(f.value ?? '').slice(0, 40)} has characters outside base64.`);
      }
    }
    if (nonces === 0) return ctx.notApplicable('The policy uses no nonces.');
    return undefined;
  },
});
