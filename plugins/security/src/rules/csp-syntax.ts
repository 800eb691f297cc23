import { defineRule } from '@pagegrade/core';
import { CspType, NO_POLICY, policiesOf, policyLabel, type Policy } from '../lib/csp.ts';

/** Current directives that csp_evaluator 1.1.8 does not know yet. */
const NEWER_DIRECTIVES = new Set(['fenced-frame-src']);

export default defineRule({
  id: 'security/csp-syntax',
  dimension: 'security',
  title: 'The CSP is well-formed',
  failureTitle: 'The CSP has syntax mistakes that change its meaning',
  description: 'Checks enforced and report-only policies for unknown directive names (including a trailing colon), keywords without single quotes (`self`, `none`, `nonce-…`), a directive name inside a value (a missing semicolon) and directives given twice (browsers ignore the second).',
  why: "Browsers do not report these mistakes: `script-src self` allows a host called \"self\", a missing semicolon turns the next directive into a source, a duplicate directive is dropped. The policy then silently allows or blocks something other than intended.",
  fix: "Quote keywords (`'self'`, `'none'`, `'nonce-…'`), separate directives with semicolons, spell directive names as in the CSP specification, and merge duplicates into one directive.",
  impact: 'moderate',
  tags: ['csp-evaluator:unknown-directive', 'csp-evaluator:invalid-keyword', 'csp-evaluator:missing-semicolon', 'lighthouse:csp-xss'],
  check(ctx) {
    const { enforced, reportOnly } = policiesOf(ctx.page);
    if (!enforced.length && !reportOnly.length) return ctx.notApplicable(NO_POLICY);
    const check = (p: Policy) => {
      for (const f of p.findings) {
        if (f.type === CspType.UNKNOWN_DIRECTIVE) {
          if (NEWER_DIRECTIVES.has(f.directive)) continue;
          ctx.report(p.element, `${policyLabel(p)}: "${f.directive.slice(0, 60)}" is not a CSP directive${f.directive.endsWith(':') ? ' (directive names take no colon)' : ''}.`);
        } else if (f.type === CspType.INVALID_KEYWORD) {
          ctx.report(p.element, `${policyLabel(p)}: ${f.directive} "${(f.value ?? '').slice(0, 60)}" ${(f.value ?? '').startsWith("'") ? 'is not a valid keyword' : 'needs single quotes'}.`);
        } else if (f.type === CspType.MISSING_SEMICOLON) {
          ctx.report(p.element, `${policyLabel(p)}: "${f.value ?? ''}" appears as a source in ${f.directive}; a semicolon is missing before it.`);
        }
      }
      const seen = new Set<string>();
      for (const part of p.raw.split(';')) {
        const name = part.trim().split(/\s/, 1)[0]!.toLowerCase();
        if (!name) continue;
        if (seen.has(name)) ctx.report(p.element, `${policyLabel(p)}: ${name} appears twice; browsers ignore the second.`);
        seen.add(name);
      }
    };
    enforced.forEach(check);
    reportOnly.forEach(check);
    return undefined;
  },
});
