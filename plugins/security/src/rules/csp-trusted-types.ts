import { defineRule } from '@pagegrade/core';
import { NO_POLICY, policiesOf, policyLabel } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-trusted-types',
  dimension: 'security',
  title: 'The CSP enforces Trusted Types for DOM sinks',
  failureTitle: 'The CSP does not require Trusted Types',
  description: "Checks whether an enforced policy contains `require-trusted-types-for 'script'`, which makes supporting browsers reject plain strings passed to DOM XSS sinks (innerHTML, document.write, eval, script.src). A warning when missing; not applicable without an enforced CSP.",
  why: 'DOM-based cross-site scripting happens entirely in the browser, where a server-side filter never sees it. Trusted Types make every dangerous assignment go through a reviewed policy, which removes whole classes of DOM XSS.',
  fix: "Add `require-trusted-types-for 'script'` (try it first in Content-Security-Policy-Report-Only), route unavoidable HTML through a sanitising policy (e.g. DOMPurify with RETURN_TRUSTED_TYPE) and name allowed policies with `trusted-types`.",
  impact: 'minor',
  tags: ['lighthouse:trusted-types-xss', 'csp-evaluator:require-trusted-types-for-scripts'],
  references: ['https://w3c.github.io/trusted-types/dist/spec/'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    const p = enforced.find((x) => (x.csp.directives['require-trusted-types-for'] ?? []).includes("'script'"));
    if (p) return ctx.pass(`${policyLabel(p)} requires Trusted Types for scripts.`);
    const ro = policiesOf(ctx.page).reportOnly.some((x) => (x.csp.directives['require-trusted-types-for'] ?? []).includes("'script'"));
    return ctx.warning(ro ? "require-trusted-types-for 'script' is only in the report-only policy." : "No enforced policy has require-trusted-types-for 'script'.");
  },
});
