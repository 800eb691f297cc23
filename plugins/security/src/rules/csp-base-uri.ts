import { defineRule } from '@pagegrade/core';
import { NO_POLICY, policiesOf, policyLabel } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-base-uri',
  dimension: 'security',
  title: 'The CSP restricts <base> (base-uri)',
  failureTitle: 'A nonce- or hash-based CSP does not restrict base-uri',
  description: "Checks that an enforced policy that trusts scripts by nonce (or by hash with 'strict-dynamic') also sets base-uri, which default-src does not cover. Allow-list policies pass without it, since an injected <base> cannot make them trust another host; a base-uri of `*` or a bare scheme is judged by security/csp-unrestricted-sources.",
  why: 'An injected <base href="https://evil.example/"> re-points every relative script URL to the attacker\'s server, and nonced scripts loaded from there still carry a valid nonce, so the policy is bypassed.',
  fix: "Add `base-uri 'none'` (or `base-uri 'self'` if the page uses a <base> element).",
  impact: 'moderate',
  tags: ['csp-evaluator:missing-directives', 'lighthouse:csp-xss'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    const withBase = enforced.find((p) => p.csp.directives['base-uri'] !== undefined);
    if (withBase) return ctx.pass(`${policyLabel(withBase)} sets base-uri "${withBase.csp.directives['base-uri']!.join(' ').slice(0, 80)}".`);
    const needy = enforced.find((p) => p.csp.policyHasScriptNonces() || (p.csp.policyHasScriptHashes() && p.csp.policyHasStrictDynamic()));
    if (needy) {
      ctx.report(needy.element, `${policyLabel(needy)} trusts scripts by ${needy.csp.policyHasScriptNonces() ? 'nonce' : "hash with 'strict-dynamic'"} but sets no base-uri.`);
      return undefined;
    }
    return ctx.pass('No base-uri, but the policy trusts scripts by host allow-list, which an injected <base> cannot widen.');
  },
});
