import { defineRule, dom, hostIsThirdParty, imgElements, hrefHasQuery, hrefHost, hrefPath, isThirdParty } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { hostIs, short } from '../lib/refs.ts';

/** Known pixel endpoints by host and path prefix. */
const PIXEL_ENDPOINTS: Array<{ host: string; path: string; name: string }> = [
  { host: 'facebook.com', path: '/tr', name: 'Meta Pixel' },
  { host: 'google-analytics.com', path: '/collect', name: 'Google Analytics' },
  { host: 'google-analytics.com', path: '/g/collect', name: 'Google Analytics' },
  { host: 'google-analytics.com', path: '/j/collect', name: 'Google Analytics' },
  { host: 'google-analytics.com', path: '/__utm.gif', name: 'Google Analytics' },
  { host: 'googleads.g.doubleclick.net', path: '/pagead/viewthroughconversion', name: 'Google Ads conversion' },
  { host: 'google.com', path: '/pagead/1p-conversion', name: 'Google Ads conversion' },
  { host: 'bat.bing.com', path: '/action', name: 'Microsoft Advertising UET' },
  { host: 'px.ads.linkedin.com', path: '/collect', name: 'LinkedIn Insight' },
  { host: 't.co', path: '/i/adsct', name: 'X (Twitter) Ads' },
  { host: 'analytics.twitter.com', path: '/i/adsct', name: 'X (Twitter) Ads' },
  { host: 'ct.pinterest.com', path: '/v3', name: 'Pinterest Tag' },
  { host: 'ct.pinterest.com', path: '/', name: 'Pinterest Tag' },
  { host: 'analytics.tiktok.com', path: '/', name: 'TikTok Pixel' },
  { host: 'tr.snapchat.com', path: '/', name: 'Snap Pixel' },
  { host: 'alb.reddit.com', path: '/', name: 'Reddit Pixel' },
  { host: 'mc.yandex.ru', path: '/watch', name: 'Yandex Metrica' },
  { host: 'sb.scorecardresearch.com', path: '/p', name: 'Comscore' },
  { host: 'pixel.quantserve.com', path: '/', name: 'Quantcast' },
];

const SPACES = /\s+/g;
const DISPLAY_NONE = /(^|;)display:none/;
const ZERO_WIDTH = /(^|;)width:[01]px/;
const ZERO_HEIGHT = /(^|;)height:[01]px/;

function tinyAttr(v: string): boolean {
  return v === '0' || v === '1' || v === '0px' || v === '1px';
}

function isTiny(el: Element): boolean {
  // An image is tiny by its style (hidden or zero-sized) or by both of its size attributes.
  if (el.attribs['style'] === undefined && (el.attribs['width'] === undefined || el.attribs['height'] === undefined)) return false;
  const w = (dom.attr(el, 'width') ?? '').trim();
  const h = (dom.attr(el, 'height') ?? '').trim();
  const style = (dom.attr(el, 'style') ?? '').slice(0, 300).toLowerCase().replace(SPACES, '');
  if (tinyAttr(w) && tinyAttr(h)) return true;
  return DISPLAY_NONE.test(style) || (ZERO_WIDTH.test(style) && ZERO_HEIGHT.test(style));
}

export default defineRule({
  id: 'data-tracking/tracking-pixels',
  dimension: 'dataTracking',
  title: 'No tracking pixels are embedded',
  failureTitle: 'Invisible tracking pixels report the visit to third parties',
  description: 'Finds <img> tracking pixels, including those inside <noscript>: images pointing at known pixel endpoints (Meta Pixel facebook.com/tr, Google Analytics /collect, Google Ads conversions, Bing UET, LinkedIn, X, Pinterest, TikTok, Snap, Reddit, Yandex, Comscore, Quantcast) and third-party images, or images with a query string, sized 0–1 px or hidden.',
  why: "A pixel is a request whose only purpose is to report the visit (with the page URL, the visitor's IP address and the tracker's cookies); it works without JavaScript, so it often escapes consent tools that only block scripts.",
  fix: 'Remove pixels you do not need, and add the rest (including the <noscript> fallbacks of tag snippets) only after consent, through your consent platform.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    for (const img of imgElements(ctx.page)) {
      const src = img.src;
      if (!src || src.startsWith('data:')) continue;
      const abs = img.url;
      if (!abs) continue;
      const el = img.element;
      let host: string;
      let path: string | null = null;
      let query: boolean | null = null;
      // Only a URL read as a string can skip isThirdParty's parse (its host is the parser's).
      let serialised = false;
      // An http(s) URL from resolveUrl is read as a string (path and query only when needed);
      // anything else (blob:, about: …) is parsed.
      if (abs.startsWith('https://') || abs.startsWith('http://')) {
        host = hrefHost(abs);
        serialised = true;
      } else {
        let u: URL;
        try {
          u = new URL(abs);
        } catch {
          continue;
        }
        host = u.hostname.toLowerCase();
        path = u.pathname;
        query = u.search.length > 1;
      }
      let known: (typeof PIXEL_ENDPOINTS)[number] | undefined;
      for (const p of PIXEL_ENDPOINTS) {
        if (hostIs(host, p.host) && (path ??= hrefPath(abs)).startsWith(p.path)) {
          known = p;
          break;
        }
      }
      const tinyTracker = !known && isTiny(el) && ((serialised ? hostIsThirdParty(ctx.page, host) : isThirdParty(abs, ctx.page.url)) || (query ?? hrefHasQuery(abs)));
      if (!known && !tinyTracker) continue;
      n++;
      if (n > 100) break;
      const inNoscript = dom.closest(el, (e) => e.name === 'noscript') !== null;
      ctx.warn(el, `${known ? `${known.name} pixel` : 'Invisible image'} ${short(abs)}${inNoscript ? ' (in <noscript>)' : ''}.`);
    }
    if (n === 0) return ctx.pass('No tracking pixel found.');
    return undefined;
  },
});
