import { defineRule } from '@pagegrade/core';

const DEPRECATED: Record<string, string> = {
  'public-key-pins': 'HTTP Public Key Pinning was removed from browsers; a wrong pin could lock users out of the site for the whole max-age',
  'public-key-pins-report-only': 'HTTP Public Key Pinning was removed from browsers',
  'expect-ct': 'Certificate Transparency is enforced by browsers for all public certificates; Expect-CT is obsolete and ignored',
};

export default defineRule({
  id: 'security/deprecated-security-headers',
  dimension: 'security',
  title: 'No obsolete security headers are sent',
  failureTitle: 'The page sends obsolete security headers',
  description: `Checks the document response for security headers that browsers have dropped: ${Object.keys(DEPRECATED).join(', ')}. A warning: they do nothing in current browsers, and pinning can still lock out older clients.`,
  why: 'Obsolete headers suggest protection that no longer exists and, for key pinning, keep a risk of locking users out after a certificate change in clients that still honour them.',
  fix: 'Remove the headers. Certificate Transparency needs no header; rely on CAA DNS records and CT monitoring instead of pinning.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['headers'],
  check(ctx) {
    for (const [name, why] of Object.entries(DEPRECATED)) {
      const v = ctx.page.headers.get(name);
      if (v !== null) ctx.warn(null, `${name}: ${v.slice(0, 60)} — ${why}.`);
    }
    return undefined;
  },
});
