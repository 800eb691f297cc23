import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe, pageRefs } from '../lib/refs.ts';
import { FINGERPRINT_LIBS, vendorsLoaded } from '../lib/trackers.ts';

export default defineRule({
  id: 'data-tracking/fingerprinting-libraries',
  dimension: 'dataTracking',
  title: 'No browser-fingerprinting library is loaded',
  failureTitle: 'A browser-fingerprinting library identifies visitors without cookies',
  description: 'Finds device-fingerprinting libraries and services loaded by the page: FingerprintJS (its CDNs and npm builds), ClientJS, Evercookie, ThreatMetrix, Iovation and Sift, by host or script file name (first- or third-party).',
  why: 'Fingerprinting recognises a browser across sites and after cookies are cleared; it cannot be blocked or deleted by the visitor, and European regulators treat it like cookies: it needs prior consent unless strictly necessary (EDPB Guidelines 2/2023 on Art. 5(3) ePrivacy).',
  fix: 'Remove the library, or restrict it to the flows where fraud prevention strictly needs it (login, checkout), disclose it, and do not use its identifier for analytics or advertising.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const candidates = [...activeThirdParty(ctx.page), ...pageRefs(ctx.page).filter((r) => !r.thirdParty && !r.inert && (r.initiator === 'script' || r.initiator === 'fetched'))];
    const loaded = vendorsLoaded(FINGERPRINT_LIBS, candidates);
    for (const { vendor, ref } of loaded) ctx.report(ref.element, `${vendor.name}: ${describe(ref)}.`);
    if (loaded.length === 0) return ctx.pass('No known fingerprinting library is loaded.');
    return undefined;
  },
});
