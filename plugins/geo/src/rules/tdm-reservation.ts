import { defineRule } from '@pagegrade/core';
import { isHttpUrl, metaValues, counting } from '../lib/page.ts';

export default defineRule({
  id: 'geo/tdm-reservation',
  dimension: 'geo',
  title: 'TDMRep text-and-data-mining signals are valid',
  failureTitle: 'TDMRep signals are malformed or contradictory',
  description:
    'Checks the W3C TDM Reservation Protocol signals in the page: `tdm-reservation` (meta or HTTP header) must be 0 or 1, `tdm-policy` must be an absolute http(s) URL, header and meta must agree, and a policy without `tdm-reservation: 1` warns. Not applicable when neither is used.',
  why: 'Under the EU DSM Directive (Art. 4) a machine-readable reservation is how rights holders opt out of text and data mining, including AI training; a malformed value is not a valid reservation.',
  fix: 'Use `<meta name="tdm-reservation" content="1">` (or the `tdm-reservation: 1` header) to reserve rights, and optionally `<meta name="tdm-policy" content="https://example.com/tdm-policy.json">` with an absolute URL.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://www.w3.org/community/reports/tdmrep/CG-FINAL-tdmrep-20240510/'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const metaRes = metaValues(page, 'tdm-reservation');
    const metaPol = metaValues(page, 'tdm-policy');
    const hdrRes = page.headers.get('tdm-reservation');
    const hdrPol = page.headers.get('tdm-policy');
    if (!metaRes.length && !metaPol.length && hdrRes === null && hdrPol === null) return ctx.notApplicable('The page uses no TDMRep signals.');
    const values: string[] = [];
    for (const m of metaRes) {
      if (m.value !== '0' && m.value !== '1') found.report(m.el, `<meta name="tdm-reservation"> is "${m.value}"; it must be 0 or 1.`);
      else values.push(m.value);
    }
    if (hdrRes !== null) {
      if (hdrRes.trim() !== '0' && hdrRes.trim() !== '1') found.report(null, `The tdm-reservation header is "${hdrRes}"; it must be 0 or 1.`);
      else values.push(hdrRes.trim());
    }
    if (new Set(values).size > 1) found.report(null, `tdm-reservation is given as both 0 and 1 (${values.join(', ')}).`);
    for (const p of metaPol) if (!isHttpUrl(p.value)) found.report(p.el, `tdm-policy "${p.value}" is not an absolute http(s) URL.`);
    if (hdrPol !== null && !isHttpUrl(hdrPol.trim())) found.report(null, `The tdm-policy header "${hdrPol}" is not an absolute http(s) URL.`);
    if ((metaPol.length || hdrPol !== null) && !values.includes('1')) found.warn(metaPol[0]?.el ?? null, 'A tdm-policy is given without tdm-reservation 1, so it has no effect.');
    return found.count ? undefined : ctx.pass(`TDMRep reservation ${values.join(', ') || '(policy only)'}.`);
  },
});
