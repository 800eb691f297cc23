import { defineRule } from '@pagegrade/core';
import { CspType, NO_POLICY, findingsOfType, policiesOf, policyLabel, restrictsScripts, reportWeaknesses, weakInEvery } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-script-unsafe-eval',
  dimension: 'security',
  title: "The CSP does not allow 'unsafe-eval'",
  failureTitle: "The CSP allows string evaluation ('unsafe-eval')",
  description: "Checks that no enforced Content Security Policy allows 'unsafe-eval' in script-src (or script-src-elem, script-src-attr, or default-src as fallback). A policy that restricts scripts only through a missing directive is judged by security/csp-script-unsafe-inline.",
  why: "'unsafe-eval' lets eval(), new Function() and string arguments to setTimeout turn attacker-controlled text into code, a common step in DOM-based cross-site scripting.",
  fix: "Replace eval-style code (eval, new Function, setTimeout with strings, old template engines that compile at runtime) and remove 'unsafe-eval'. For WebAssembly use 'wasm-unsafe-eval' instead.",
  impact: 'moderate',
  tags: ['csp-evaluator:script-unsafe-eval', 'observatory:content-security-policy'],
  check(ctx) {
    const policies = policiesOf(ctx.page).enforced.filter(restrictsScripts);
    if (!policiesOf(ctx.page).enforced.length) return ctx.notApplicable(NO_POLICY);
    if (!policies.length) return ctx.notApplicable('No enforced policy restricts scripts (see security/csp-script-unsafe-inline).');
    const weak = weakInEvery(policies, (p) => findingsOfType(p, CspType.SCRIPT_UNSAFE_EVAL).map((f) => `${policyLabel(p)} allows 'unsafe-eval' in ${f.directive}`));
    if (!weak) return ctx.pass("No 'unsafe-eval' in the script directives.");
    reportWeaknesses(ctx, weak, 'report', '.');
    return undefined;
  },
});
