import { defineRule } from '@pagegrade/core';
import { NO_POLICY, policiesOf, policyLabel, type Policy } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-object-src',
  dimension: 'security',
  title: "The CSP sets object-src 'none'",
  failureTitle: 'The CSP does not restrict plugins (object-src)',
  description: "Checks that an enforced Content Security Policy restricts <object> and <embed> through object-src, or default-src as fallback. Missing fails; a source list other than 'none' is a warning. Wildcards are judged by security/csp-unrestricted-sources.",
  why: "Without object-src an injected <object> or <embed> can load plugin content or HTML from any host and run script in ways script-src does not govern. Almost no site needs plugins, so 'none' costs nothing.",
  fix: "Add `object-src 'none'` to the policy.",
  impact: 'moderate',
  tags: ['csp-evaluator:missing-directives', 'observatory:content-security-policy', 'lighthouse:csp-xss'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    let best: 'none' | 'list' | 'missing' = 'missing';
    let detail = '';
    let at: Policy | null = null;
    for (const p of enforced) {
      const name = p.csp.directives['object-src'] !== undefined ? 'object-src' : p.csp.directives['default-src'] !== undefined ? 'default-src' : null;
      const values = name ? p.csp.directives[name]! : [];
      if (name && values.length === 1 && values[0] === "'none'") return ctx.pass(`${policyLabel(p)} sets ${name} 'none'.`);
      if (name && values.length >= 1) {
        best = 'list';
        at = p;
        detail = `${policyLabel(p)} allows plugins from ${name} "${values.join(' ').slice(0, 100)}"; restrict object-src to 'none'.`;
      } else if (best === 'missing') {
        at = p;
        detail = `${policyLabel(p)} has neither object-src nor default-src.`;
      }
    }
    if (best === 'list') ctx.warn(at?.element ?? null, detail);
    else ctx.report(at?.element ?? null, detail);
    return undefined;
  },
});
