import { defineRule } from '@pagegrade/core';
import { NO_POLICY, policiesOf, policyLabel, type Policy } from '../lib/csp.ts';

/** Directives removed from or never adopted by CSP3, with what replaces them. */
const DEPRECATED: Record<string, string> = {
  'reflected-xss': 'removed in CSP2; browsers ignore it',
  referrer: 'removed in CSP2; use the Referrer-Policy header',
  'disown-opener': 'never shipped; use Cross-Origin-Opener-Policy',
  'prefetch-src': 'removed from CSP3; browsers ignore it',
  'block-all-mixed-content': 'obsolete: browsers now block or upgrade all mixed content; use upgrade-insecure-requests if needed',
  'plugin-types': 'removed from CSP3 along with plugins; use object-src \'none\'',
  'require-sri-for': 'never shipped by any browser',
  'navigate-to': 'removed from CSP3 before shipping',
};

export default defineRule({
  id: 'security/csp-deprecated-directives',
  dimension: 'security',
  title: 'The CSP uses no deprecated directives',
  failureTitle: 'The CSP relies on deprecated directives',
  description: `Checks enforced and report-only policies for directives that browsers no longer implement: ${Object.keys(DEPRECATED).join(', ')}.`,
  why: 'A deprecated directive does nothing in current browsers, so the protection it was meant to give is missing while the policy suggests otherwise.',
  fix: 'Remove the directive and use its replacement (Referrer-Policy, Cross-Origin-Opener-Policy, object-src \'none\', upgrade-insecure-requests).',
  impact: 'minor',
  tags: ['csp-evaluator:deprecated-directive'],
  check(ctx) {
    const { enforced, reportOnly } = policiesOf(ctx.page);
    if (!enforced.length && !reportOnly.length) return ctx.notApplicable(NO_POLICY);
    const check = (p: Policy) => {
      for (const name of Object.keys(p.csp.directives)) {
        const why = DEPRECATED[name];
        if (why) ctx.warn(p.element, `${policyLabel(p)} uses ${name}: ${why}.`);
      }
    };
    enforced.forEach(check);
    reportOnly.forEach(check);
    return undefined;
  },
});
