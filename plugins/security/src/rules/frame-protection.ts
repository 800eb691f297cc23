import { defineRule } from '@pagegrade/core';
import { policiesOf } from '../lib/csp.ts';

export default defineRule({
  id: 'security/frame-protection',
  dimension: 'security',
  title: 'The page cannot be framed by other sites',
  failureTitle: 'Other sites can frame the page (no clickjacking protection)',
  description: "Checks for clickjacking protection: an enforced CSP header with frame-ancestors (any value other than `*` or a bare scheme), or X-Frame-Options DENY or SAMEORIGIN. ALLOW-FROM and other values are not supported by current browsers and fail unless frame-ancestors is present. frame-ancestors in a <meta> policy does not count: browsers ignore it there.",
  why: 'A page that any site can load in an invisible frame can be used for clickjacking: the attacker overlays its own content and tricks users into clicking buttons of the real page (payments, settings, permissions) while logged in.',
  fix: "Send `Content-Security-Policy: frame-ancestors 'none'` (or 'self', or the origins that may embed the page), and `X-Frame-Options: DENY` or `SAMEORIGIN` for old browsers.",
  impact: 'moderate',
  tags: ['observatory:x-frame-options', 'lighthouse:clickjacking-mitigation'],
  needs: ['headers'],
  check(ctx) {
    const { page } = ctx;
    const fa = policiesOf(page).enforced.filter((p) => p.source === 'header' && p.csp.directives['frame-ancestors'] !== undefined);
    for (const p of fa) {
      const values = p.csp.directives['frame-ancestors']!;
      if (!values.some((v) => v === '*' || v === 'https:' || v === 'http:' || v === 'https://*' || v === 'http://*')) return ctx.pass(`Content-Security-Policy frame-ancestors ${values.join(' ') || "(empty = 'none')"}.`);
    }
    const xfo = page.headers.get('x-frame-options');
    const v = (xfo ?? '').split(',')[0]!.trim().toLowerCase();
    if (v === 'deny' || v === 'sameorigin') return ctx.pass(`X-Frame-Options: ${xfo}.`);
    if (fa.length) return ctx.fail(`frame-ancestors allows any site ("${fa[0]!.csp.directives['frame-ancestors']!.join(' ')}")${xfo ? ` and X-Frame-Options "${xfo}" is not DENY or SAMEORIGIN` : ''}.`);
    if (xfo !== null) return ctx.fail(`X-Frame-Options "${xfo.slice(0, 80)}" is not DENY or SAMEORIGIN, which browsers ignore, and there is no CSP frame-ancestors.`);
    return ctx.fail('Neither CSP frame-ancestors nor X-Frame-Options is sent.');
  },
});
