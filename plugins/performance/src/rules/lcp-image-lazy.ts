import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { lcpImage, positions } from '../lib/fold.ts';

function isLazy(el: Element): boolean {
  return (dom.attr(el, 'loading') ?? '').trim().toLowerCase() === 'lazy';
}

export default defineRule({
  id: 'performance/lcp-image-lazy',
  dimension: 'performance',
  title: 'The likely main image is not lazy-loaded',
  failureTitle: 'The likely main (LCP) image is lazy-loaded',
  description: 'Finds the image most likely to be the Largest Contentful Paint element from markup alone (the first <img> with fetchpriority="high", else the first visible image of at least 200 px declared width near the top, outside header, nav, footer and aside) and fails when it has loading="lazy". In rendered mode the LCP element the browser measured is judged instead of the guess (not-applicable when it is not an image). Any image with both fetchpriority="high" and loading="lazy" also fails.',
  why: 'Lazy loading makes the browser wait for layout before it even requests the image, which delays the Largest Contentful Paint, a Core Web Vital, by hundreds of milliseconds.',
  fix: 'Remove loading="lazy" from the hero image (and from other images in the first screen), and consider fetchpriority="high" on it.',
  impact: 'serious',
  tags: ['lighthouse:lcp-discovery-insight'],
  check(ctx) {
    const { page } = ctx;
    const pos = positions(page);
    for (const el of page.index.byTag.get('img') ?? []) {
      // An image marked fetchpriority=high that is also lazy: the two hints contradict each other.
      if ((dom.attr(el, 'fetchpriority') ?? '').toLowerCase() === 'high' && isLazy(el) && pos.has(el)) {
        ctx.report(el, `Image ${shortUrl(dom.attr(el, 'src') ?? '', 80)} has fetchpriority="high" and loading="lazy", which contradict each other.`);
      }
    }
    const { el: lcp, measured, reason } = lcpImage(page);
    if (!lcp) return ctx.notApplicable(reason);
    const src = shortUrl(dom.attr(lcp, 'src') ?? dom.attr(lcp, 'srcset') ?? '', 80);
    if (isLazy(lcp) && (dom.attr(lcp, 'fetchpriority') ?? '').toLowerCase() !== 'high') ctx.report(lcp, `The ${measured ? 'measured' : 'likely'} LCP image ${src} has loading="lazy".`);
    return undefined;
  },
});
