import { defineRule, dom, isThirdParty } from '@pagegrade/core';
import { short } from '../lib/refs.ts';

/** Campaign and click-identifier parameters (UTM, Google, Meta, Microsoft, Mailchimp, HubSpot, Yandex, Instagram). */
const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'dclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'mc_eid', '_hsenc', '_hsmi', 'yclid', 'igshid', 'ttclid', 'twclid', 'li_fat_id'];

/** "Contains one of PARAMS" in one pass over the lower-cased URL. */
const ANY_PARAM = new RegExp(PARAMS.join('|'));

/** An http(s) link to the page's own site. */
function isInternal(abs: string | null, pageUrl: string): boolean {
  return abs !== null && /^https?:/.test(abs) && !isThirdParty(abs, pageUrl);
}

export default defineRule({
  id: 'data-tracking/tracking-parameters-on-internal-links',
  dimension: 'dataTracking',
  title: 'Internal links carry no campaign or click identifiers',
  failureTitle: 'Internal links carry campaign parameters or click identifiers',
  description: 'Finds links to the same site whose URLs contain UTM campaign parameters or click identifiers (gclid, fbclid, msclkid, mc_eid, _hsenc, yclid, igshid, ttclid …). Not applicable to a page without links to its own site.',
  why: 'Click identifiers are per-person tracking ids: copied into internal links they are shared with everyone who follows or copies the link, end up in logs and Referer headers, and UTM tags on internal links also overwrite the real traffic source in analytics.',
  fix: 'Remove tracking parameters from internal links; tag only inbound campaign URLs, and strip click identifiers from the URL after the landing page has read them.',
  impact: 'minor',
  needs: ['site'],
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    let internal = 0;
    for (const a of ctx.page.index.byTag.get('a') ?? []) {
      const href = dom.attr(a, 'href');
      if (!href) continue;
      // A link without a tracking parameter only shows that the page links to its own site.
      const tracked = href.includes('?') && ANY_PARAM.test(href.slice(0, 4000).toLowerCase());
      if (!tracked && internal > 0) continue;
      const abs = ctx.page.resolveUrl(href);
      if (!isInternal(abs, ctx.page.url)) continue;
      internal++;
      if (!tracked) continue;
      let keys: string[];
      try {
        keys = [...new URL(abs!).searchParams.keys()].map((k) => k.toLowerCase());
      } catch {
        continue;
      }
      const hit = keys.filter((k) => PARAMS.includes(k));
      if (hit.length === 0) continue;
      n++;
      ctx.warn(a, `Internal link ${short(abs!, 80)} carries ${hit.join(', ')}.`);
      if (n >= 20) break;
    }
    if (internal === 0) return ctx.notApplicable('The page has no links to its own site.');
    if (n === 0) return ctx.pass('No internal link carries tracking parameters.');
    return undefined;
  },
});
