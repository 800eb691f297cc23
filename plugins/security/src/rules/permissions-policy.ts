import { defineRule } from '@pagegrade/core';

const KEY = /^[a-z*][a-z0-9_.*-]*$/;
const ITEM = /^(\*|self|src|"[^"]*"|[a-z][a-z0-9_.:%*-]*)(;.*)?$/;

/** Validates a Permissions-Policy value as an RFC 8941 dictionary of allowlists; returns the first problem. */
function problem(value: string): string | null {
  for (const rawMember of value.split(',')) {
    const member = rawMember.trim();
    if (member === '') return 'an empty list member';
    const eq = member.indexOf('=');
    const key = (eq < 0 ? member : member.slice(0, eq)).trim();
    if (!KEY.test(key)) return `"${key.slice(0, 40)}" is not a valid feature name`;
    if (eq < 0) continue;
    const v = member.slice(eq + 1).trim();
    if (v.startsWith('(')) {
      const close = v.indexOf(')');
      if (close < 0) return `the allowlist of ${key} has no closing parenthesis`;
      for (const item of v.slice(1, close).split(' ').filter(Boolean)) if (!ITEM.test(item)) return `"${item.slice(0, 40)}" in ${key} is not a token or quoted origin`;
    } else if (!ITEM.test(v)) return `${key}=${v.slice(0, 40)} is not a valid allowlist (Feature-Policy syntax such as 'none' is not accepted)`;
  }
  return null;
}

export default defineRule({
  id: 'security/permissions-policy',
  dimension: 'security',
  title: 'A valid Permissions-Policy restricts powerful features',
  failureTitle: 'No valid Permissions-Policy header',
  description: 'Checks that the document sends a Permissions-Policy header that parses as a structured-field dictionary (`camera=(), geolocation=(self "https://maps.example")`). A header that does not parse is dropped whole by browsers and fails; only the legacy Feature-Policy header is a warning; none at all fails.',
  why: 'Permissions-Policy limits which powerful features (camera, microphone, geolocation, payment, USB …) the page and the frames it embeds may use, so an injected or compromised third-party script or iframe cannot silently ask for them.',
  fix: 'Send a Permissions-Policy that disables what the site does not use, e.g. `Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()`, and allow features only for the origins that need them.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['headers'],
  references: ['https://www.w3.org/TR/permissions-policy/'],
  check(ctx) {
    const h = ctx.page.headers;
    const pp = h.get('permissions-policy');
    if (pp !== null) {
      const p = problem(pp.slice(0, 8192));
      if (p) return ctx.fail(`Permissions-Policy does not parse (${p}), so browsers ignore all of it.`);
      return ctx.pass(`Permissions-Policy: ${pp.slice(0, 120)}`);
    }
    const fp = h.get('feature-policy');
    if (fp !== null) return ctx.warning(`Only the legacy Feature-Policy header is sent ("${fp.slice(0, 80)}"); current browsers read Permissions-Policy.`);
    return ctx.fail('No Permissions-Policy header.');
  },
});
