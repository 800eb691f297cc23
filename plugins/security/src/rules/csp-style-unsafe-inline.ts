import { defineRule } from '@pagegrade/core';
import { NO_POLICY, policiesOf, policyLabel, reportWeaknesses, weakInEvery, type Policy } from '../lib/csp.ts';

function styleWeakness(p: Policy): string[] {
  const d = p.csp.directives;
  const name = ['style-src-elem', 'style-src', 'default-src'].find((n) => d[n] !== undefined);
  if (!name) return [`${policyLabel(p)} has no style-src or default-src`];
  const values = d[name]!;
  if (!values.includes("'unsafe-inline'")) return [];
  // A nonce or hash makes CSP2+ browsers ignore 'unsafe-inline' (CSP3 §6.7.3.3).
  if (values.some((v) => v.startsWith("'nonce-") || /^'sha(256|384|512)-/.test(v))) return [];
  return [`${policyLabel(p)} allows 'unsafe-inline' in ${name}`];
}

export default defineRule({
  id: 'security/csp-style-unsafe-inline',
  dimension: 'security',
  title: 'The CSP blocks injected inline styles',
  failureTitle: 'The CSP allows inline styles',
  description: "Checks whether the enforced policy lets any inline <style> element run: style-src-elem, style-src or default-src with 'unsafe-inline' and no nonce or hash, or no style restriction at all. With several policies, all must allow it. A warning only: inline style is far less dangerous than inline script.",
  why: 'Injected CSS can still exfiltrate data (attribute selectors that load a background image per character of a token), restyle a page for phishing or hide security indicators.',
  fix: "Move <style> blocks into stylesheet files or give them a nonce, then drop 'unsafe-inline' from style-src. Style attributes can be allowed separately with style-src-attr.",
  impact: 'minor',
  tags: ['csp-evaluator:style-unsafe-inline', 'observatory:content-security-policy'],
  check(ctx) {
    const { enforced } = policiesOf(ctx.page);
    if (!enforced.length) return ctx.notApplicable(NO_POLICY);
    const weak = weakInEvery(enforced, styleWeakness);
    if (!weak) return ctx.pass('Inline <style> needs a nonce or hash.');
    reportWeaknesses(ctx, weak, 'warn', '.');
    return undefined;
  },
});
