import { defineRule } from '@pagegrade/core';
import { CspType, NO_POLICY, findingsOfType, policiesOf, policyLabel, restrictsScripts, reportWeaknesses, weakInEvery } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-script-unsafe-inline',
  dimension: 'security',
  title: 'The CSP blocks inline scripts',
  failureTitle: "The CSP allows inline scripts ('unsafe-inline' or no script restriction)",
  description: "Evaluates the enforced Content Security Policy as a CSP3 browser applies it (csp_evaluator): fails when script-src (or script-src-elem, script-src-attr, or default-src as fallback) allows 'unsafe-inline' without a nonce or hash that cancels it, or when no directive restricts scripts at all. With several policies, all must allow it.",
  why: "Injected inline scripts and event-handler attributes are how most cross-site scripting attacks run. A policy that allows 'unsafe-inline' does not stop them, which removes most of the protection a CSP is for.",
  fix: "Move inline scripts to files or give each a nonce (`<script nonce=\"…\">` with `script-src 'nonce-…'`) or hash, replace inline event handlers with addEventListener, then drop 'unsafe-inline'. Keeping 'unsafe-inline' next to a nonce is fine as a fallback for CSP1 browsers.",
  impact: 'serious',
  tags: ['csp-evaluator:script-unsafe-inline', 'observatory:content-security-policy', 'lighthouse:csp-xss'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    const weak = weakInEvery(enforced, (p) => {
      if (!restrictsScripts(p)) return [`${policyLabel(p)} has no script-src or default-src, so inline scripts run`];
      return findingsOfType(p, CspType.SCRIPT_UNSAFE_INLINE).map((f) => `${policyLabel(p)} allows 'unsafe-inline' in ${f.directive} without a nonce or hash`);
    });
    if (!weak) return ctx.pass('Inline scripts need a nonce or hash to run.');
    reportWeaknesses(ctx, weak, 'report', '.');
    return undefined;
  },
});
