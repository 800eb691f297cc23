import { defineRule } from '@pagegrade/core';
import { policiesOf, restrictsScripts } from '../lib/csp.ts';

export default defineRule({
  id: 'security/content-security-policy',
  dimension: 'security',
  title: 'A Content Security Policy is enforced',
  failureTitle: 'No Content Security Policy is enforced',
  description: 'Checks that the page enforces a Content Security Policy through the Content-Security-Policy header or a <meta http-equiv="Content-Security-Policy"> in <head>. A Content-Security-Policy-Report-Only header alone is a warning: it reports violations but blocks nothing. The strength of the policy is judged by the security/csp-* checks.',
  why: 'A CSP is the main defence in depth against cross-site scripting: even when an attacker manages to inject markup, the browser refuses to run scripts the policy does not allow.',
  fix: "Send a Content-Security-Policy header, ideally a strict nonce-based one: `script-src 'nonce-{random}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`. Roll it out first as Content-Security-Policy-Report-Only, then enforce it.",
  impact: 'serious',
  tags: ['observatory:content-security-policy', 'lighthouse:csp-xss'],
  references: ['https://www.w3.org/TR/CSP3/', 'https://developer.mozilla.org/en-US/docs/Web/HTTP/CSP'],
  check(ctx) {
    const { page } = ctx;
    const { enforced, reportOnly } = policiesOf(page);
    if (enforced.length) {
      const where = enforced.map((p) => (p.source === 'meta' ? '<meta http-equiv>' : 'header')).join(' and ');
      const scripts = enforced.some(restrictsScripts) ? '' : ' It does not restrict scripts (no script-src or default-src).';
      return ctx.pass(`Enforced through the ${where}.${scripts}`);
    }
    if (!page.headersKnown) return ctx.notApplicable('The snapshot has no response headers and the HTML carries no CSP <meta>, so the policy cannot be known.');
    if (reportOnly.length) return ctx.warning(`Only Content-Security-Policy-Report-Only is sent ("${reportOnly[0]!.raw.slice(0, 100)}"): violations are reported but nothing is blocked.`);
    return ctx.fail('Neither a Content-Security-Policy header nor a CSP <meta> element in <head>.');
  },
});
