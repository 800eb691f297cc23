import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe, groupBy } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/chat-widgets',
  dimension: 'dataTracking',
  title: 'No customer-chat widget loads before it is needed',
  failureTitle: 'A customer-chat widget loads and identifies visitors on page view',
  description: 'Finds customer-success and live-chat services (third-party-web category "customer-success": Intercom, Zendesk, LiveChat, Tawk.to, Tidio, Crisp, Olark …) that the page loads with its HTML.',
  why: 'Chat widgets set their own visitor-identifying cookies, record page views and often browsing history for agents, from the first page view, even for visitors who never open the chat.',
  fix: 'Show a lightweight chat button and load the vendor script only when the visitor opens the chat; disclose the vendor in the privacy policy.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const groups = groupBy(
      activeThirdParty(ctx.page).filter((r) => r.entity?.category === 'customer-success'),
      (r) => r.entity!.name,
    );
    if (groups.size === 0) return ctx.pass('No customer-chat service is loaded.');
    for (const [name, g] of groups) ctx.warn(g.first.element, `${name}: ${describe(g.first)}.`);
    return undefined;
  },
});
