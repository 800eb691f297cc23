import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { upgradesInsecureRequests } from '../lib/csp.ts';
import { insecureUrl } from '../lib/urls.ts';

/**
 * The URLs of a srcset (the first token of each comma-separated candidate, at most 20 from the first
 * 4 KB), handed one at a time to `visit` until it returns true: read in place, because pages put
 * srcsets on most of their images and one bad URL is enough.
 */
function someSrcsetUrl(v: string, visit: (url: string) => boolean): boolean {
  const s = v.length > 4096 ? v.slice(0, 4096) : v;
  let count = 0;
  for (let from = 0; from <= s.length && count < 20; ) {
    let to = s.indexOf(',', from);
    if (to === -1) to = s.length;
    let a = from;
    while (a < to && dom.isJsSpaceCode(s.charCodeAt(a))) a++;
    let b = a;
    while (b < to && !dom.isJsSpaceCode(s.charCodeAt(b))) b++;
    from = to + 1;
    if (b === a) continue;
    count++;
    if (visit(s.slice(a, b))) return true;
  }
  return false;
}
import { reporter } from '../lib/report.ts';

export default defineRule({
  id: 'security/mixed-content-passive',
  dimension: 'security',
  title: 'The HTTPS page loads no images or media over HTTP',
  failureTitle: 'The HTTPS page loads images or media over plain HTTP',
  description: 'Checks an HTTPS page for http:// URLs in <img src/srcset>, <picture><source srcset>, <video src/poster>, <audio src> and <source src>: mixed content that current browsers upgrade to HTTPS (or block when the host does not serve HTTPS) and older ones load insecurely. A warning; with upgrade-insecure-requests in an enforced CSP it passes.',
  why: 'Images and media over HTTP can be watched and replaced in transit (a forged price, a fake QR code), they break when the host has no HTTPS, and browsers drop the padlock for the page.',
  fix: 'Serve images and media from https:// URLs (or relative URLs), or add `Content-Security-Policy: upgrade-insecure-requests` once every host serves HTTPS.',
  impact: 'minor',
  tags: ['lighthouse:is-on-https'],
  needs: ['https'],
  references: ['https://www.w3.org/TR/mixed-content/#category-upgradeable'],
  create(ctx) {
    const upgrade = upgradesInsecureRequests(ctx.page);
    const out = reporter(ctx);
    /** Warns at the first insecure reference; true when it did. */
    const check = (el: Element, ref: string | null): boolean => {
      const url = insecureUrl(ctx.page, ref);
      if (url) out.warn(el, () => `${dom.snippet(el, 90)} loads ${url.slice(0, 100)} over HTTP.`);
      return url !== null;
    };
    // No list of references per element: images are the most numerous elements of a page.
    const withSrcset = (el: Element) => {
      if (upgrade || check(el, dom.attr(el, 'src'))) return;
      const srcset = dom.attr(el, 'srcset');
      if (srcset) someSrcsetUrl(srcset, (ref) => check(el, ref));
    };
    return {
      element: {
        img: withSrcset,
        source: withSrcset,
        video: (el) => {
          if (!upgrade && !check(el, dom.attr(el, 'src'))) check(el, dom.attr(el, 'poster'));
        },
        audio: (el) => {
          if (!upgrade) check(el, dom.attr(el, 'src'));
        },
      },
    };
  },
});
