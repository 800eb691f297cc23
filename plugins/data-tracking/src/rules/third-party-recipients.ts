import { defineRule } from '@pagegrade/core';
import { activeThirdParty, groupBy } from '../lib/refs.ts';

/**
 * This project's thresholds, on companies rather than domains: the HTTP Archive Web Almanac
 * (Third Parties chapter) finds a median of around ten third parties per page; 25 is far beyond it.
 */
const WARN_ABOVE = 10;
const FAIL_ABOVE = 25;

export default defineRule({
  id: 'data-tracking/third-party-recipients',
  dimension: 'dataTracking',
  title: 'Few companies receive requests from visitors of the page',
  failureTitle: 'Visitor requests go to many different companies',
  description: `Counts the distinct organisations that receive requests from the page: third-party-web companies (Google's googleapis.com, gstatic.com, google-analytics.com and doubleclick.net count once), and otherwise each unknown registrable domain. Includes script, link, img, iframe, media and embed sources, URLs injected by inline snippets and captured subresources; scripts held back with type="text/plain" are not counted. Warns above ${WARN_ABOVE}, fails above ${FAIL_ABOVE}. The number of domains as a performance cost is judged by the performance checks.`,
  why: "Every recipient gets the visitor's IP address, user agent and the page URL, and often its own cookies; each one is a separate data controller or processor that the privacy policy must name and, for tracking, the consent banner must list.",
  fix: 'Remove third parties the page does not need, self-host fonts and libraries, and load the remaining ones only after consent or on interaction.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const groups = groupBy(activeThirdParty(ctx.page), (r) => (r.entity ? r.entity.company : r.domain));
    const n = groups.size;
    const names = [...groups.keys()];
    const list = names.slice(0, 12).join(', ') + (n > 12 ? `, … (${n - 12} more)` : '');
    if (n === 0) return ctx.pass('The page sends no request to another company.');
    if (n > FAIL_ABOVE) return ctx.fail(`${n} companies receive requests (more than ${FAIL_ABOVE}): ${list}.`);
    if (n > WARN_ABOVE) return ctx.warning(`${n} companies receive requests (more than ${WARN_ABOVE}): ${list}.`);
    return ctx.pass(`${n} compan${n === 1 ? 'y' : 'ies'}: ${list}.`);
  },
});
