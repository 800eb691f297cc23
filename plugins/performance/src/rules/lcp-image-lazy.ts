import { defineRule, foldPositions, imgElements, lcpImage } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';

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
    const pos = foldPositions(page);
    for (const img of imgElements(page)) {
      // An image marked fetchpriority=high that is also lazy: the two hints contradict each other.
      if (img.fetchPriority === 'high' && img.loading === 'lazy' && pos.has(img.element)) {
        ctx.report(img.element, `Image ${shortUrl(img.src ?? '', 80)} has fetchpriority="high" and loading="lazy", which contradict each other.`);
      }
    }
    const { image: lcp, measured, reason } = lcpImage(page);
    if (!lcp) return ctx.notApplicable(reason);
    const src = shortUrl(lcp.src ?? lcp.srcset ?? '', 80);
    if (lcp.loading === 'lazy' && lcp.fetchPriority !== 'high') ctx.report(lcp.element, `The ${measured ? 'measured' : 'likely'} LCP image ${src} has loading="lazy".`);
    return undefined;
  },
});
