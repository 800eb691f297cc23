import { defineRule, dom, isThirdParty } from '@pagegrade/core';
import { short } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/hyperlink-auditing',
  dimension: 'dataTracking',
  title: 'Links carry no ping tracking',
  failureTitle: 'Links report clicks to tracking URLs with the ping attribute',
  description: 'Finds <a> and <area> elements with a ping attribute (hyperlink auditing), which makes the browser POST to the listed URLs whenever the link is followed, and names third-party ping targets.',
  why: 'Ping requests record which link each visitor follows, invisibly and in the background, and send the page and destination URLs to the ping target, which can be another company.',
  fix: 'Remove ping attributes; measure outbound clicks, if needed, with consented first-party analytics.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/links.html#hyperlink-auditing'],
  check(ctx) {
    // Only elements with a ping attribute can send the audit requests, in document order.
    let n = 0;
    for (const el of ctx.page.index.byAttribute.get('ping') ?? []) {
      if (el.name !== 'a' && el.name !== 'area') continue;
      const ping = dom.attr(el, 'ping');
      if (ping === null || ping.trim() === '' || n >= 200) continue;
      n++;
      const urls = ping.trim().split(/\s+/).slice(0, 5).map((u) => ctx.page.resolveUrl(u) ?? u);
      const third = urls.filter((u) => isThirdParty(u, ctx.page.url));
      ctx.warn(el, `Link to ${short(dom.attr(el, 'href') ?? '', 60)} pings ${urls.map((u) => short(u, 60)).join(', ')}${third.length ? ' (third party)' : ''}.`);
    }
    if (n === 0) return ctx.pass('No link has a ping attribute.');
    return undefined;
  },
});
