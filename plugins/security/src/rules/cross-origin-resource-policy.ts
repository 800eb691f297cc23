import { defineRule } from '@pagegrade/core';

const VALUES = new Set(['same-origin', 'same-site', 'cross-origin']);

export default defineRule({
  id: 'security/cross-origin-resource-policy',
  dimension: 'security',
  title: 'Cross-Origin-Resource-Policy limits who may load the page',
  failureTitle: 'Cross-Origin-Resource-Policy is missing, permissive or invalid',
  description: 'Checks the Cross-Origin-Resource-Policy header of the document: same-origin or same-site pass; cross-origin or a missing header warn; any other value fails (the header is then ignored).',
  why: 'CORP tells browsers not to hand the response to no-cors requests from other sites (an <img> or <script> pointed at the page), which keeps it out of an attacker\'s process and out of reach of Spectre-style side channels.',
  fix: 'Send `Cross-Origin-Resource-Policy: same-origin` (or same-site when sibling subdomains embed the resource); use cross-origin only for resources meant to be embedded anywhere.',
  impact: 'minor',
  tags: ['observatory:cross-origin-resource-policy'],
  needs: ['headers'],
  references: ['https://fetch.spec.whatwg.org/#cross-origin-resource-policy-header'],
  check(ctx) {
    const raw = ctx.page.headers.get('cross-origin-resource-policy');
    if (raw === null) return ctx.warning('No Cross-Origin-Resource-Policy header.');
    const v = raw.trim().toLowerCase();
    if (!VALUES.has(v)) return ctx.fail(`Cross-Origin-Resource-Policy "${raw.slice(0, 80)}" is not same-origin, same-site or cross-origin; browsers ignore it.`);
    if (v === 'cross-origin') return ctx.warning('Cross-Origin-Resource-Policy is cross-origin: any site may load the page as a subresource.');
    return ctx.pass(`Cross-Origin-Resource-Policy: ${v}.`);
  },
});
