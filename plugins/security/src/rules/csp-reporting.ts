import { defineRule } from '@pagegrade/core';
import { NO_POLICY, policiesOf } from '../lib/csp.ts';

export default defineRule({
  id: 'security/csp-reporting',
  dimension: 'security',
  title: 'CSP violations are reported',
  failureTitle: 'CSP violations are not reported anywhere',
  description: 'Checks that the header-delivered policies (enforced or report-only) name a reporting destination: report-uri, or report-to together with a Reporting-Endpoints (or legacy Report-To) header. report-to alone is a warning as Firefox and Safari only read report-uri; no destination is a warning. Policies delivered by <meta> cannot report and are not judged.',
  why: 'Violation reports are how a site learns that its policy blocks something legitimate or that someone is attempting injection; without them a CSP is tuned blind and attacks go unnoticed.',
  fix: 'Add `report-uri https://…/csp-reports` (and optionally `report-to csp` with `Reporting-Endpoints: csp="https://…/csp-reports"`) and collect the reports (a small endpoint, or a service such as report-uri.com).',
  impact: 'minor',
  tags: ['csp-evaluator:reporting-destination-missing', 'csp-evaluator:report-to-only'],
  needs: ['headers'],
  check(ctx) {
    const { enforced, reportOnly } = policiesOf(ctx.page);
    const policies = [...enforced.filter((p) => p.source === 'header'), ...reportOnly];
    if (!policies.length) return ctx.notApplicable(enforced.length ? 'The only policy is in a <meta> element, which cannot report.' : NO_POLICY);
    const h = ctx.page.headers;
    const uri = policies.find((p) => (p.csp.directives['report-uri'] ?? []).length > 0);
    if (uri) return ctx.pass(`Reports go to ${uri.csp.directives['report-uri']![0]!.slice(0, 80)}.`);
    const to = policies.find((p) => (p.csp.directives['report-to'] ?? []).length > 0);
    if (to) {
      const group = to.csp.directives['report-to']![0]!;
      const endpoints = `${h.get('reporting-endpoints') ?? ''} ${h.get('report-to') ?? ''}`;
      if (!endpoints.includes(group)) return ctx.warning(`report-to names "${group.slice(0, 40)}" but no Reporting-Endpoints or Report-To header defines it, so no report is sent.`);
      return ctx.warning(`Only report-to "${group.slice(0, 40)}" is set; Firefox and Safari send reports only to report-uri.`);
    }
    return ctx.warning('No report-uri or report-to directive: violations are not reported.');
  },
});
