import { defineRule } from '@pagegrade/core';

const VALUES = new Set(['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups', 'unsafe-none']);

export default defineRule({
  id: 'security/cross-origin-opener-policy',
  dimension: 'security',
  title: 'Cross-Origin-Opener-Policy isolates the page from other windows',
  failureTitle: 'Cross-Origin-Opener-Policy is missing or does not isolate the page',
  description: 'Checks the Cross-Origin-Opener-Policy header of the document: same-origin, same-origin-allow-popups or noopener-allow-popups pass; missing or unsafe-none warn; an unknown value fails (browsers treat it as unsafe-none).',
  why: 'Without COOP, a cross-origin window that opened the page, or that the page opens, keeps a handle to it: it can navigate it, count its frames and probe it with XS-Leaks attacks, and the page shares a browsing-context group that Spectre-style attacks can exploit.',
  fix: 'Send `Cross-Origin-Opener-Policy: same-origin`, or `same-origin-allow-popups` if the page relies on popups such as OAuth or payment windows that talk back through window.opener.',
  impact: 'moderate',
  tags: ['lighthouse:origin-isolation'],
  needs: ['headers'],
  references: ['https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-opener-policies'],
  check(ctx) {
    const raw = ctx.page.headers.get('cross-origin-opener-policy');
    if (raw === null) return ctx.warning('No Cross-Origin-Opener-Policy header: the page shares its browsing-context group with cross-origin openers and popups.');
    // Structured-field token, parameters (report-to) allowed.
    const v = raw.split(';')[0]!.trim().toLowerCase();
    if (!VALUES.has(v)) return ctx.fail(`Cross-Origin-Opener-Policy "${raw.slice(0, 80)}" is not a valid value, so browsers apply unsafe-none.`);
    if (v === 'unsafe-none') return ctx.warning('Cross-Origin-Opener-Policy is unsafe-none, which disables the protection.');
    return ctx.pass(`Cross-Origin-Opener-Policy: ${v}.`);
  },
});
