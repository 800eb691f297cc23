import type { Element } from 'domhandler';
import { defineRule, dom, elementsInOrder, type Page } from '@pagegrade/core';
import { isNetworkUrl, shortUrl } from '../lib/common.ts';
import { inNoscriptOrTemplate } from '../lib/head.ts';
import { productOf } from '../lib/products.ts';
import { entityOf } from '../lib/sites.ts';

/** Bounds for pathological pages (thousands of frames and scripts); real pages stay far below. */
const MAX_CANDIDATES = 1000;
const MAX_LOOKUPS = 300;

interface Candidate {
  el: Element;
  url: string;
  lazy: boolean;
}

function consider(page: Page, found: Candidate[], el: Element, lazy: boolean): void {
  if (found.length >= MAX_CANDIDATES || inNoscriptOrTemplate(page, el)) return;
  const ref = dom.attr(el, 'src');
  const url = ref ? page.resolveUrl(ref) : null;
  if (isNetworkUrl(url)) found.push({ el, url, lazy });
}

const TAGS = ['iframe', 'script'];

export default defineRule({
  id: 'performance/third-party-facades',
  dimension: 'performance',
  title: 'Heavy embeds are loaded behind facades',
  failureTitle: 'Heavy third-party embeds load with the page',
  description: 'Finds iframes (without loading="lazy") and scripts whose URL belongs to a third-party product for which the third-party-web dataset lists a lightweight facade: video players (YouTube, Vimeo) and chat widgets (Intercom, Drift …). Each is a warning.',
  why: 'A video player or chat widget typically pulls in hundreds of kilobytes of script and keeps the main thread busy during load, although most visitors never press play or open the chat.',
  fix: 'Show a static placeholder that looks like the embed (a thumbnail with a play button, a chat bubble) and load the real widget on click or hover, e.g. with lite-youtube-embed or lite-vimeo-embed.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    // Frames and scripts in document order.
    const found: Candidate[] = [];
    for (const el of elementsInOrder(ctx.page, TAGS)) {
      consider(ctx.page, found, el, el.name === 'iframe' && (dom.attr(el, 'loading') ?? '').trim().toLowerCase() === 'lazy');
    }
    let judged = 0;
    let lookups = 0;
    for (const { el, url, lazy } of found) {
      // Products exist only for known third-party hosts (cached per host in core); the
      // per-URL product lookup is bounded (MAX_LOOKUPS) for pages with thousands of embeds.
      if (!entityOf(url) || lookups >= MAX_LOOKUPS) continue;
      lookups++;
      const product = productOf(url);
      const facade = product?.facades?.[0];
      if (!product || !facade) continue;
      judged++;
      if (lazy) continue;
      ctx.warn(el, `${product.name} (${shortUrl(url, 80)}) loads with the page; a facade such as ${facade.name} would load it on demand.`);
    }
    if (judged === 0) return ctx.notApplicable('No embed or widget for which a facade exists.');
    return undefined;
  },
});
