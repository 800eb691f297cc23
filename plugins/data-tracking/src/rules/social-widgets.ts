import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe, groupBy, type Ref } from '../lib/refs.ts';
import { isLoginSdk } from '../lib/sdks.ts';

/** Conversion pixels of social networks are advertising tags, judged by other checks. */
function isPixel(r: Ref): boolean {
  return /\/(fbevents\.js|tr\/?$|tr\?|signals\/)/.test(r.url) || r.initiator === 'img';
}

export default defineRule({
  id: 'data-tracking/social-widgets',
  dimension: 'dataTracking',
  title: 'No social network widgets load with the page',
  failureTitle: 'Social network widgets track visitors as soon as the page loads',
  description: 'Finds like/share/follow buttons and embedded posts or timelines of social networks (third-party-web category "social": Facebook plugins, X/Twitter widgets, LinkedIn, Pinterest, Instagram and TikTok embeds, AddThis/ShareThis) that load on page view. Login SDKs and conversion pixels are judged by their own checks.',
  why: "A social widget sends the page URL and the network's own cookies to the network on every page view, whether or not the visitor clicks it; the network learns which logged-in members read the page.",
  fix: 'Replace widgets with plain share links (e.g. https://www.facebook.com/sharer/sharer.php?u=…) or a two-click/facade pattern that loads the widget only after the visitor asks for it.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const refs = activeThirdParty(ctx.page).filter((r) => r.entity?.category === 'social' && !isPixel(r) && !isLoginSdk(r));
    const groups = groupBy(refs, (r) => r.entity!.name);
    if (groups.size === 0) return ctx.pass('No social network widget is loaded.');
    for (const [name, g] of groups) ctx.warn(g.first.element, `${name} widget: ${describe(g.first)}${g.count > 1 ? ` (+${g.count - 1} more)` : ''}.`);
    return undefined;
  },
});
