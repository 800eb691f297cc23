import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe, groupBy } from '../lib/refs.ts';

/** This project's thresholds: a few conversion tags are common; dozens mean header bidding with every bidder. */
const WARN_ABOVE = 3;
const FAIL_ABOVE = 10;

export default defineRule({
  id: 'data-tracking/advertising-networks',
  dimension: 'dataTracking',
  title: 'Few advertising networks load on the page',
  failureTitle: 'Many advertising and ad-tracking networks load on the page',
  description: `Counts the distinct advertising companies (third-party-web category "ad") the page loads from, including conversion tags and retargeting pixels. Warns above ${WARN_ABOVE}, fails above ${FAIL_ABOVE}.`,
  why: 'Ad networks build cross-site profiles of visitors and, in real-time bidding, broadcast the page URL and device data to many more companies than the page itself loads.',
  fix: 'Remove conversion and retargeting tags of campaigns that have ended, limit the number of bidders, and load ad tags only after consent.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const groups = groupBy(
      activeThirdParty(ctx.page).filter((r) => r.entity?.category === 'ad'),
      (r) => r.entity!.name,
    );
    const n = groups.size;
    if (n === 0) return ctx.pass('No advertising network is loaded.');
    const names = [...groups.keys()].join(', ');
    if (n > WARN_ABOVE) {
      for (const [name, g] of groups) {
        if (n > FAIL_ABOVE) ctx.report(g.first.element, `${name}: ${describe(g.first)}.`);
        else ctx.warn(g.first.element, `${name}: ${describe(g.first)}.`);
      }
      return n > FAIL_ABOVE ? ctx.fail(`${n} advertising networks (more than ${FAIL_ABOVE}): ${names}.`) : ctx.warning(`${n} advertising networks (more than ${WARN_ABOVE}): ${names}.`);
    }
    return ctx.pass(`${n} advertising network${n === 1 ? '' : 's'}: ${names}.`);
  },
});
