import { defineRule, dom, elementsInOrder, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { upgradesInsecureRequests } from '../lib/csp.ts';
import { insecureUrl } from '../lib/urls.ts';

/** Warns when a reference is plain http:// and returns true, else false. */
function warnInsecure(page: Page, out: RuleContext, el: Element, ref: string | null | undefined): boolean {
  const url = insecureUrl(page, ref);
  if (url) out.warn(el, () => `${dom.snippet(el, 90)} loads ${url.slice(0, 100)} over HTTP.`);
  return url !== null;
}

/**
 * Warns at the first insecure URL of a srcset (the first token of each comma-separated candidate,
 * at most 20 from the first 4 KB): read in place, because pages put srcsets on most of their
 * images and one bad URL is enough.
 */
function warnInsecureSrcset(page: Page, out: RuleContext, el: Element, v: string): void {
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
    if (warnInsecure(page, out, el, s.slice(a, b))) return;
  }
}

/** Warns at the first insecure source of one image or media element. */
function checkElement(page: Page, out: RuleContext, el: Element): void {
  const attribs = el.attribs;
  if (el.name === 'img' || el.name === 'source') {
    if (warnInsecure(page, out, el, attribs['src'])) return;
    const srcset = attribs['srcset'];
    if (srcset) warnInsecureSrcset(page, out, el, srcset);
  } else if (el.name === 'video') {
    if (!warnInsecure(page, out, el, attribs['src'])) warnInsecure(page, out, el, attribs['poster']);
  } else warnInsecure(page, out, el, attribs['src']);
}

const TAGS = ['img', 'source', 'video', 'audio'];

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
  check(ctx) {
    // The page's images and media (passive content in the Mixed Content spec), in document order.
    if (upgradesInsecureRequests(ctx.page)) return undefined;
    for (const el of elementsInOrder(ctx.page, TAGS)) checkElement(ctx.page, ctx, el);
    return undefined;
  },
});
