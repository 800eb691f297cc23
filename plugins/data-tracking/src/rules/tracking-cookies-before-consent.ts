import { defineRule, type RenderedCookie, type RuleContext, type Verdict } from '@pagegrade/core';
import { documentCookies, trackingCookieOwner } from '../lib/cookies.ts';

export default defineRule({
  id: 'data-tracking/tracking-cookies-before-consent',
  dimension: 'dataTracking',
  title: 'The server sets no tracking cookie before consent',
  failureTitle: 'The server sets analytics or advertising cookies on the first response',
  description: 'Classifies the cookies set by Set-Cookie on the document response by well-known names of analytics and advertising tools (_ga, _gid, _gcl_au, __utma, _fbp, _fbc, _hjSession…, _clck, _uetsid, hubspotutk, _pk_id, ajs_anonymous_id, _ttp, li_fat_id, AMCV_…, _ym_uid …) and fails when any is present: a server-set cookie exists before the visitor could choose. In rendered mode it classifies every cookie the browser held when the page had loaded, before any interaction — set by the server or by scripts, on the page\'s site or another.',
  why: 'The ePrivacy Directive (Art. 5(3)) requires prior consent before storing identifiers that are not strictly necessary; a tracking cookie on the first response is set before any banner can even be shown.',
  fix: 'Stop setting analytics and advertising cookies server-side (server-side tagging, first-party proxies) until the consent state is known, and read the consent cookie before setting them.',
  impact: 'critical',
  tags: ['best-practice'],
  needs: ['headers'],
  cap: { max: 50, scope: 'dimension', reason: 'the server sets tracking cookies before the visitor could consent.' },
  check(ctx) {
    if (ctx.page.rendered) return judgeBrowserCookies(ctx, ctx.page.rendered.cookies);
    const cookies = documentCookies(ctx.page);
    if (cookies.length === 0) return ctx.pass('The document response sets no cookie.');
    let bad = 0;
    for (const c of cookies) {
      const owner = trackingCookieOwner(c.name);
      if (owner) {
        bad++;
        ctx.report(null, `Set-Cookie ${c.name} is a ${owner} tracking cookie.`);
      }
    }
    if (bad > 0) return undefined;
    return ctx.pass(`None of the ${cookies.length} cookie${cookies.length === 1 ? '' : 's'} (${cookies.slice(0, 8).map((c) => c.name).join(', ')}) is a known tracking cookie.`);
  },
});

/** Rendered mode: the cookies the browser held after load, before any interaction, whoever set them. */
function judgeBrowserCookies(ctx: RuleContext, cookies: readonly RenderedCookie[]): Verdict | undefined {
  if (cookies.length === 0) return ctx.pass('The browser held no cookie once the page had loaded, before any interaction.');
  let bad = 0;
  for (const c of cookies) {
    const owner = trackingCookieOwner(c.name);
    if (!owner) continue;
    bad++;
    ctx.report(null, `Cookie ${c.name} (${c.domain}) is a ${owner} tracking cookie, set before any interaction.`);
  }
  if (bad > 0) return undefined;
  return ctx.pass(`None of the ${cookies.length} cookie${cookies.length === 1 ? '' : 's'} the browser held after load (${cookies.slice(0, 8).map((c) => c.name).join(', ')}) is a known tracking cookie.`);
}
