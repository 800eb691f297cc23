import { defineRule } from '@pagegrade/core';
import { CspType, NO_POLICY, findingsOfType, policiesOf, policyLabel, reportWeaknesses, weakInEvery } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-unrestricted-sources',
  dimension: 'security',
  title: 'The CSP does not allow scripts from anywhere',
  failureTitle: 'The CSP allows scripts, plugins or base URLs from any host',
  description: "Checks the directives that can lead to script execution (script-src, script-src-elem, script-src-attr, object-src, base-uri, with default-src as fallback) for the wildcard `*` or bare schemes `https:`, `http:` and `data:`, which match every host. With several enforced policies, all must allow it.",
  why: 'A source list that matches any host lets an attacker who can inject a <script src> load it from a server of their own; the policy then stops nothing.',
  fix: "Replace `*` and bare schemes with a nonce-based policy (`script-src 'nonce-…' 'strict-dynamic'`) or with the exact hosts you load scripts from; set `object-src 'none'` and `base-uri 'none'` (or 'self').",
  impact: 'serious',
  tags: ['csp-evaluator:plain-wildcard', 'csp-evaluator:plain-url-schemes', 'observatory:content-security-policy', 'lighthouse:csp-xss'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    const weak = weakInEvery(enforced, (p) => findingsOfType(p, CspType.PLAIN_WILDCARD, CspType.PLAIN_URL_SCHEMES).map((f) => `${policyLabel(p)} allows "${f.value ?? '*'}" in ${f.directive}`));
    if (!weak) return ctx.pass('No wildcard or bare-scheme sources in script, object or base directives.');
    reportWeaknesses(ctx, weak, 'report', '.');
    return undefined;
  },
});
