import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe, groupBy } from '../lib/refs.ts';

/** More than two analytics products on one page is rarely deliberate: usually leftovers of past tools. */
const MAX_VENDORS = 2;

export default defineRule({
  id: 'data-tracking/analytics-vendors',
  dimension: 'dataTracking',
  title: 'The page uses at most two analytics services',
  failureTitle: 'The page sends visits to several analytics services at once',
  description: `Lists the third-party analytics services the page loads (third-party-web category "analytics") and warns when there are more than ${MAX_VENDORS}.`,
  why: 'Each analytics vendor receives the same behavioural data about every visitor; overlapping tools multiply the data shared, the processors to disclose and the consent requests, usually for no new insight.',
  fix: 'Keep one analytics product (ideally a cookieless or self-hosted one), remove leftovers of earlier tools and the tags that duplicate it.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const groups = groupBy(
      activeThirdParty(ctx.page).filter((r) => r.entity?.category === 'analytics'),
      (r) => r.entity!.name,
    );
    if (groups.size === 0) return ctx.pass('No third-party analytics service is loaded.');
    const names = [...groups.keys()].join(', ');
    if (groups.size > MAX_VENDORS) {
      for (const [name, g] of groups) ctx.warn(g.first.element, `${name}: ${describe(g.first)}.`);
      return ctx.warning(`${groups.size} analytics services: ${names}.`);
    }
    return ctx.pass(`Analytics: ${names}.`);
  },
});
