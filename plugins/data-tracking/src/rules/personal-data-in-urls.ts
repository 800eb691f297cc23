import { defineRule, isThirdParty } from '@pagegrade/core';
import { personalDataInUrl } from '../lib/pii.ts';
import { describe, pageRefs, short } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/personal-data-in-urls',
  dimension: 'dataTracking',
  title: 'No personal data is sent to third parties in URLs',
  failureTitle: 'Personal data is sent to third parties in URL query strings',
  description: 'Inspects the query strings of requests to other sites (script, link, img, iframe, media sources, inline snippets, captured subresources) and of links to other sites for email addresses (plain or percent-encoded) and parameters named email, phone, first_name, last_name, address, birthdate and similar.',
  why: 'Query strings are stored in server logs, analytics and ad platforms and forwarded in Referer headers; an email address in a tracking URL discloses the visitor\'s identity to every party along the way (a practice regulators fined, e.g. in the Meta Pixel and healthcare cases).',
  fix: 'Never put personal data in URLs; send it in POST bodies to your own server, and for advertising "enhanced matching" use the vendor\'s hashed, consented server-side API instead.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    for (const r of pageRefs(ctx.page)) {
      if (!r.thirdParty || r.inert) continue;
      const found = personalDataInUrl(r.url);
      if (found.length === 0) continue;
      n++;
      ctx.report(r.element, `${found.join(', ')} in ${describe(r)}.`);
      if (n >= 50) break;
    }
    for (const list of [ctx.page.index.byTag.get('a'), ctx.page.index.byTag.get('area')]) {
      if (!list) continue;
      for (const a of list) {
        if (n >= 50) break;
        const href = a.attribs['href'];
        if (!href || !href.includes('?')) continue;
        const found = personalDataInUrl(href);
        if (found.length === 0) continue;
        const abs = ctx.page.resolveUrl(href);
        if (!abs || !/^https?:/.test(abs) || !isThirdParty(abs, ctx.page.url)) continue;
        n++;
        ctx.report(a, `${found.join(', ')} in the link to ${short(abs)}.`);
      }
    }
    if (n === 0) return ctx.pass('No third-party URL carries an email address or a personal-data parameter.');
    return undefined;
  },
});
