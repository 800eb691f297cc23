import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';
import { hiddenRanges, tagRanges } from '../lib/ranges.ts';

/** A 1×1 or 0×0 image is a tracking pixel, not content. */
function isPixel(el: Element): boolean {
  const w = dom.attr(el, 'width');
  const h = dom.attr(el, 'height');
  return w !== null && h !== null && Number(w) <= 1 && Number(h) <= 1;
}

export default defineRule({
  id: 'seo/image-alt',
  dimension: 'seo',
  title: 'Content images have alt text',
  failureTitle: 'Some content images have no alt attribute',
  description:
    'Checks that every <img> and <input type="image"> has an alt attribute (alt="" marks a decorative image and passes). Tracking pixels (width and height ≤ 1), images hidden by markup and role="presentation"/"none" are ignored. A linked image without alt is called out because its alt is the link text.',
  why: 'Image search and answer engines read alt text to understand what an image shows; for an image link, the alt is the anchor text crawlers see.',
  fix: 'Add alt text that describes what each content image shows; use alt="" for purely decorative images.',
  impact: 'moderate',
  tags: ['lighthouse:image-alt', 'axe:image-alt'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        const hidden = hiddenRanges(page);
        const links = tagRanges(page, 'a');
        const candidates = [...(page.index.byTag.get('img') ?? []), ...(page.index.byTag.get('input') ?? []).filter((el) => (dom.attr(el, 'type') ?? '').toLowerCase() === 'image')];
        let images = 0;
        let reported = 0;
        for (const el of candidates) {
          if (isPixel(el) || hidden.contains(el)) continue;
          const role = (dom.attr(el, 'role') ?? '').trim().toLowerCase();
          if (role === 'presentation' || role === 'none') continue;
          images++;
          if (dom.attr(el, 'alt') !== null) continue;
          if (++reported > 20) {
            ctx.report(el, 'Image has no alt attribute.');
            continue;
          }
          const src = clip(dom.attr(el, 'src') ?? dom.attr(el, 'data-src') ?? '(no src)', 80);
          // <a> ranges include anchors without href; only a real link makes the alt its anchor text.
          const anchor = links.contains(el) ? dom.closest(el, (e) => e.name === 'a') : null;
          const linked = anchor !== null && dom.hasAttr(anchor, 'href');
          ctx.report(el, linked ? `Linked image ${src} has no alt attribute, so the link gets no anchor text from it.` : `Image ${src} has no alt attribute.`);
        }
        if (images === 0) return ctx.notApplicable('The page has no content images.');
        return undefined;
      },
    };
  },
});
