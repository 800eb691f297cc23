import { defineRule, dom, lcpImage } from '@pagegrade/core';
import { shortUrl, stripHash } from '../lib/common.ts';

export default defineRule({
  id: 'performance/lcp-image-priority',
  dimension: 'performance',
  title: 'The likely main image is fetched with high priority',
  failureTitle: 'The likely main (LCP) image is not prioritised',
  description: 'Heuristic: takes the likely Largest Contentful Paint image (the first visible image near the top, outside header, nav, footer and aside, known to be at least 200 px wide by its width attribute or its fetched bytes; an image of unknown size is not taken for it) and warns when it has neither fetchpriority="high" nor a matching <link rel="preload" as="image">. In rendered mode the LCP element the browser measured is judged instead of the guess (not-applicable when it is not an image).',
  why: 'Browsers start images at low priority until layout shows they are in the viewport; marking the main image as high priority lets it start downloading with the critical CSS and scripts and usually improves LCP.',
  fix: 'Add fetchpriority="high" to the main above-the-fold image (only that one), or preload it with <link rel="preload" as="image" fetchpriority="high"> when it is a CSS background or is chosen from srcset.',
  impact: 'minor',
  tags: ['lighthouse:lcp-discovery-insight'],
  check(ctx) {
    const { page } = ctx;
    const { image, measured, reason } = lcpImage(page);
    if (!image) return ctx.notApplicable(reason);
    const raw = image.src ?? '';
    if (image.fetchPriority === 'high') return ctx.pass(`${shortUrl(raw, 80)} has fetchpriority="high".`);
    const abs = raw ? page.resolveUrl(raw) : null;
    const srcset = image.srcset;
    for (const link of page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(link, 'rel').includes('preload') || (dom.attr(link, 'as') ?? '').toLowerCase() !== 'image') continue;
      const href = dom.attr(link, 'href');
      const target = href ? page.resolveUrl(href) : null;
      if ((abs && target && stripHash(target) === stripHash(abs)) || (srcset && dom.attr(link, 'imagesrcset') === srcset)) return ctx.pass(`${shortUrl(raw, 80)} is preloaded.`);
    }
    ctx.warn(image.element, `The ${measured ? 'measured' : 'likely'} LCP image ${shortUrl(raw || srcset || '', 80)} has no fetchpriority="high" and is not preloaded.`);
    return undefined;
  },
});
