import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { policiesOf } from '../lib/csp.ts';
import { insecureUrl } from '../lib/urls.ts';

/** URLs of a srcset: the first token of each comma-separated candidate (bounded). */
function srcsetUrls(v: string | null): string[] {
  if (!v) return [];
  return v.slice(0, 4096).split(',').map((c) => c.trim().split(/\s+/, 1)[0] ?? '').filter(Boolean).slice(0, 20);
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
    const upgrade = policiesOf(ctx.page).enforced.some((p) => p.csp.directives['upgrade-insecure-requests'] !== undefined);
    const out = reporter(ctx);
    const check = (el: Element, refs: Array<string | null>) => {
      if (upgrade) return;
      for (const ref of refs) {
        const url = insecureUrl(ctx.page, ref);
        if (url) {
          out.warn(el, () => `${dom.snippet(el, 90)} loads ${url.slice(0, 100)} over HTTP.`);
          return;
        }
      }
    };
    return {
      element: {
        img: (el) => check(el, [dom.attr(el, 'src'), ...srcsetUrls(dom.attr(el, 'srcset'))]),
        source: (el) => check(el, [dom.attr(el, 'src'), ...srcsetUrls(dom.attr(el, 'srcset'))]),
        video: (el) => check(el, [dom.attr(el, 'src'), dom.attr(el, 'poster')]),
        audio: (el) => check(el, [dom.attr(el, 'src')]),
      },
    };
  },
});
