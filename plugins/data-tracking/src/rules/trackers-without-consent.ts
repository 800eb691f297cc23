import { defineRule } from '@pagegrade/core';
import { describe } from '../lib/refs.ts';
import { activeTrackers, consentSignals } from '../lib/trackers.ts';

export default defineRule({
  id: 'data-tracking/trackers-without-consent',
  dimension: 'dataTracking',
  title: 'Trackers are not loaded without a consent mechanism',
  failureTitle: 'Trackers load with no consent mechanism on the page',
  description: 'Lists the trackers that load with the page (third-party analytics, advertising, marketing and social services from third-party-web, session replay, fingerprinting and visitor-identification tools; cookieless analytics such as Plausible or Fathom excluded) and looks for a consent mechanism: a consent management platform (third-party-web "consent-provider" or a known CMP host or script), a CMP banner container, the IAB TCF API or Google Consent Mode defaults. Fails when trackers load and no consent mechanism exists; when one exists, whether trackers wait for consent can only be verified at run time (needs review). Scripts held back with type="text/plain" are not counted as loading.',
  why: 'EU and UK law (ePrivacy Directive Art. 5(3), GDPR) require prior consent before reading or storing identifiers for analytics or advertising; with no consent mechanism at all, every visitor is tracked from the first request.',
  fix: 'Add a consent management platform and configure every tracker to load only after the matching consent (type="text/plain" blocking, tag-manager consent triggers or Google Consent Mode), or replace trackers with cookieless, first-party alternatives.',
  impact: 'critical',
  tags: ['best-practice'],
  cap: { max: 50, scope: 'dimension', reason: 'trackers load with no consent mechanism on the page.' },
  check(ctx) {
    const trackers = activeTrackers(ctx.page);
    if (trackers.length === 0) return ctx.pass('No known tracker loads with the page.');
    const names = trackers.map((t) => t.label).join(', ');
    const consent = consentSignals(ctx.page);
    if (consent.length === 0) {
      for (const t of trackers) ctx.report(t.ref.element, `${t.label} loads via ${describe(t.ref)} with no consent mechanism on the page.`);
      return ctx.fail(`${trackers.length} tracker${trackers.length === 1 ? '' : 's'} and no consent management platform: ${names}.`);
    }
    return ctx.needsReview(`Consent mechanism found (${consent.map((c) => c.label).join('; ')}). Verify in a browser that ${names} load only after consent.`);
  },
});
