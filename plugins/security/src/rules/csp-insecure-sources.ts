import { defineRule } from '@pagegrade/core';
import { CspType, NO_POLICY, policiesOf, policyLabel, type Policy } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-insecure-sources',
  dimension: 'security',
  title: 'The CSP only allows HTTPS sources',
  failureTitle: 'The CSP allows resources or reports over plain HTTP',
  description: 'Checks every directive of the enforced and report-only policies for http:// source expressions and report-uri endpoints, and for the bare `http:` scheme outside the script directives (those are judged by security/csp-unrestricted-sources).',
  why: 'A resource allowed over plain HTTP can be replaced in transit by anyone on the network path; violation reports sent over HTTP leak the URLs and snippets they contain.',
  fix: 'Change http:// sources and report endpoints to https://, and drop the `http:` scheme. Add `upgrade-insecure-requests` if old content still references http:// URLs.',
  impact: 'moderate',
  tags: ['csp-evaluator:src-http'],
  check(ctx) {
    const { enforced, reportOnly } = policiesOf(ctx.page);
    if (!enforced.length && !reportOnly.length) return ctx.notApplicable(NO_POLICY);
    const scriptDirs = new Set(['script-src', 'script-src-elem', 'script-src-attr', 'object-src', 'base-uri']);
    const check = (p: Policy) => {
      for (const f of p.findings) if (f.type === CspType.SRC_HTTP) ctx.report(p.element, `${policyLabel(p)} allows ${f.value ?? ''} in ${f.directive}${f.directive === 'report-uri' ? ' (reports travel unencrypted)' : ''}.`);
      for (const [name, values] of Object.entries(p.csp.directives)) {
        if (scriptDirs.has(name) || !values) continue;
        if (values.includes('http:')) ctx.report(p.element, `${policyLabel(p)} allows the bare http: scheme in ${name}.`);
      }
    };
    enforced.forEach(check);
    reportOnly.forEach(check);
    return undefined;
  },
});
