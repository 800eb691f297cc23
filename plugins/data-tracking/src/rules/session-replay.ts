import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe } from '../lib/refs.ts';
import { vendorsLoaded, SESSION_REPLAY } from '../lib/trackers.ts';

export default defineRule({
  id: 'data-tracking/session-replay',
  dimension: 'dataTracking',
  title: 'No session-recording tool is loaded',
  failureTitle: 'A session-replay or heatmap tool records visitors',
  description: 'Finds session-replay and heatmap services loaded by the page (Hotjar, Microsoft Clarity, FullStory, Mouseflow, Smartlook, LogRocket, Lucky Orange, Crazy Egg, Contentsquare, Quantum Metric, Inspectlet, SessionCam, Decibel, Glassbox, PostHog, Yandex Metrica) by their hosts.',
  why: 'Session replay records every mouse movement, click, scroll and often typed text, and sends it to the vendor; research (Princeton, "No boundaries", 2017) found such scripts capturing passwords, health data and card numbers that masking missed.',
  fix: 'Remove session replay where it is not essential; otherwise load it only after explicit consent, mask all inputs and text by default, and exclude pages with forms or personal data.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const loaded = vendorsLoaded(SESSION_REPLAY, activeThirdParty(ctx.page));
    for (const { vendor, ref } of loaded) ctx.warn(ref.element, `${vendor.name}: ${describe(ref)}.`);
    if (loaded.length === 0) return ctx.pass('No session-replay or heatmap service is loaded.');
    return undefined;
  },
});
