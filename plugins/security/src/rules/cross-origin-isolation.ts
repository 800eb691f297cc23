import { defineRule } from '@pagegrade/core';

const COEP = new Set(['require-corp', 'credentialless', 'unsafe-none']);

export default defineRule({
  id: 'security/cross-origin-isolation',
  dimension: 'security',
  title: 'Cross-Origin-Embedder-Policy is valid and achieves isolation',
  failureTitle: 'Cross-Origin-Embedder-Policy is invalid or does not achieve cross-origin isolation',
  description: 'When the document sends Cross-Origin-Embedder-Policy (or its report-only form), checks the value is require-corp, credentialless or unsafe-none, and that a COEP of require-corp or credentialless is paired with Cross-Origin-Opener-Policy: same-origin, the combination that makes the page cross-origin isolated. Not applicable when no COEP header is sent (isolation is only needed for features like SharedArrayBuffer).',
  why: 'Sites send COEP to get cross-origin isolation, which unlocks SharedArrayBuffer and precise timers while keeping other origins\' data out of the process. An invalid value is ignored, and COEP without COOP same-origin gives the cost (blocked embeds) without the isolation.',
  fix: 'Send `Cross-Origin-Embedder-Policy: require-corp` (or credentialless) together with `Cross-Origin-Opener-Policy: same-origin`; check `self.crossOriginIsolated` in the console.',
  impact: 'minor',
  tags: ['lighthouse:origin-isolation'],
  needs: ['headers'],
  check(ctx) {
    const h = ctx.page.headers;
    const raw = h.get('cross-origin-embedder-policy') ?? h.get('cross-origin-embedder-policy-report-only');
    const name = h.has('cross-origin-embedder-policy') ? 'Cross-Origin-Embedder-Policy' : 'Cross-Origin-Embedder-Policy-Report-Only';
    if (raw === null) return ctx.notApplicable('No Cross-Origin-Embedder-Policy header: the page does not ask for cross-origin isolation.');
    const v = raw.split(';')[0]!.trim().toLowerCase();
    if (!COEP.has(v)) return ctx.fail(`${name} "${raw.slice(0, 80)}" is not a valid value; browsers ignore it.`);
    if (v === 'unsafe-none') return ctx.notApplicable(`${name} is unsafe-none: isolation is not requested.`);
    const coop = (h.get('cross-origin-opener-policy') ?? '').split(';')[0]!.trim().toLowerCase();
    if (coop !== 'same-origin') return ctx.warning(`${name} is ${v} but Cross-Origin-Opener-Policy is ${coop || 'missing'}; the page is not cross-origin isolated without COOP same-origin.`);
    if (name.endsWith('Report-Only')) return ctx.warning(`COEP is only report-only (${v}); enforce it to become cross-origin isolated.`);
    return ctx.pass(`COEP ${v} with COOP same-origin: cross-origin isolated.`);
  },
});
