import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe } from '../lib/refs.ts';
import { vendorsLoaded, VISITOR_IDENTIFICATION } from '../lib/trackers.ts';

export default defineRule({
  id: 'data-tracking/visitor-identification',
  dimension: 'dataTracking',
  title: 'No visitor de-anonymisation service is loaded',
  failureTitle: 'A service identifies the companies or people behind anonymous visits',
  description: 'Finds B2B visitor-identification services by their hosts: Leadfeeder/Dealfront, Clearbit Reveal, 6sense, Albacross, ZoomInfo WebSights, Demandbase, Snitcher, Koala, RB2B, Warmly, Lead Forensics, Visitor Queue, Leadinfo.',
  why: "These services match the visitor's IP address and cookies against company and person databases, turning an anonymous visit into a named sales lead without the visitor's knowledge.",
  fix: 'Remove the service, or load it only after explicit consent and name it, its purpose and its data sources in the privacy policy.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const loaded = vendorsLoaded(VISITOR_IDENTIFICATION, activeThirdParty(ctx.page));
    for (const { vendor, ref } of loaded) ctx.warn(ref.element, `${vendor.name}: ${describe(ref)}.`);
    if (loaded.length === 0) return ctx.pass('No visitor-identification service is loaded.');
    return undefined;
  },
});
