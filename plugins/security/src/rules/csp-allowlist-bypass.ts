import { defineRule } from '@pagegrade/core';
import { CspSeverity, CspType, NO_POLICY, findingsOfType, policiesOf, policyLabel, restrictsScripts, reportWeaknesses, weakInEvery } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-allowlist-bypass',
  dimension: 'security',
  title: 'The CSP trusts no hosts known to allow bypasses',
  failureTitle: 'The CSP trusts hosts that serve JSONP, AngularJS or Flash and so allow a bypass',
  description: "Checks the script-src (and object-src) allow-lists of the enforced policies against csp_evaluator's list of hosts known to serve JSONP endpoints, AngularJS libraries or Flash files that let an attacker run arbitrary script within the policy. 'strict-dynamic' makes browsers ignore the allow-list, so such policies pass.",
  why: 'If a trusted host offers a JSONP callback or an old AngularJS build, an attacker who can inject markup loads it from that host and executes any code, and the CSP allows it because the host is on the list.',
  fix: "Remove the listed hosts from script-src or, better, switch to a nonce-based policy with 'strict-dynamic', which does not depend on host allow-lists.",
  impact: 'serious',
  tags: ['csp-evaluator:script-allowlist-bypass', 'csp-evaluator:object-allowlist-bypass', 'lighthouse:csp-xss'],
  check(ctx) {
    const all = policiesOf(ctx.page).enforced;
    if (!all.length) return ctx.notApplicable(NO_POLICY);
    const policies = all.filter(restrictsScripts);
    if (!policies.length) return ctx.notApplicable('No enforced policy restricts scripts (see security/csp-script-unsafe-inline).');
    const weak = weakInEvery(policies, (p) =>
      findingsOfType(p, CspType.SCRIPT_ALLOWLIST_BYPASS, CspType.OBJECT_ALLOWLIST_BYPASS)
        .filter((f) => f.severity === CspSeverity.HIGH)
        .map((f) => `${policyLabel(p)} trusts ${f.value ?? ''} in ${f.directive}: ${f.description}`),
    );
    if (!weak) return ctx.pass('No allow-listed host is known to host bypass gadgets.');
    reportWeaknesses(ctx, weak, 'report');
    return undefined;
  },
});
