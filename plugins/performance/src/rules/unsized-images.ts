import type { Element } from 'domhandler';
import { defineRule, displayNoneOf, dom, imgElements, styleOf, type Page, type PageImage, type RuleContext } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { deferToMeasurement } from '../lib/lab.ts';

const DECL = {
  width: /(?:^|;)\s*width\s*:\s*([^;]*)/i,
  height: /(?:^|;)\s*height\s*:\s*([^;]*)/i,
  'aspect-ratio': /(?:^|;)\s*aspect-ratio\s*:\s*([^;]*)/i,
};
const NO_SIZE = /^\s*(auto|inherit|initial|unset|revert)?\s*(!important)?\s*$/i;

function hasDimension(style: string, prop: keyof typeof DECL): boolean {
  if (!style) return false;
  const m = DECL[prop].exec(style.slice(0, 2000));
  return !!m && !NO_SIZE.test(m[1]!);
}

function reportUnsized(ctx: RuleContext, el: Element, sw: boolean, sh: boolean): void {
  ctx.report(el, () => `Image ${shortUrl(dom.attr(el, 'src') ?? dom.attr(el, 'srcset') ?? '', 80)} has no ${!sw && !sh ? 'width or height' : sw ? 'height' : 'width'}.`);
}

/**
 * Reports a visible image without dimensions; returns whether the image counts (visible),
 * `unsized` when it was reported, or `unknown` when style sheets the snapshot lacks may size it.
 * Images are judged in document order.
 */
function checkImage(ctx: RuleContext, page: Page, img: PageImage): boolean | 'unknown' | 'unsized' {
  const el = img.element;
  if (dom.hasAttr(el, 'hidden') || img.inert) return false;
  const w = dom.attr(el, 'width');
  const h = dom.attr(el, 'height');
  if (w && h) return true;
  if (outOfFlow(page, el)) return false;
  const style = dom.attr(el, 'style') ?? '';
  // Attributes, then the style attribute, then every style sheet of the page (resolved).
  const css = styleOf(page, el);
  const sw = !!w || hasDimension(style, 'width') || isSize(css.width);
  const sh = !!h || hasDimension(style, 'height') || isSize(css.height);
  if ((sw && sh) || ((sw || sh) && (hasDimension(style, 'aspect-ratio') || isSize(css.aspectRatio)))) return true;
  // A width or height the resolver cannot know (a linked sheet missing from the snapshot) may be set.
  if (css.width === null || css.height === null) return 'unknown';
  reportUnsized(ctx, el, sw, sh);
  return 'unsized';
}

/** Whether a resolved width, height or aspect-ratio sets a size (unknown does not). */
function isSize(value: string | null): boolean {
  return value !== null && !NO_SIZE.test(value);
}

/**
 * Whether the image cannot move other content as it loads: taken out of the flow (position
 * absolute or fixed, like a tracking pixel placed off the page) or not rendered (display none, on
 * it or an ancestor), as the resolved styles say. Lighthouse leaves positioned images out too. An
 * unknown style counts as in the flow.
 */
function outOfFlow(page: Page, el: Element): boolean {
  const position = styleOf(page, el).position;
  return position === 'absolute' || position === 'fixed' || displayNoneOf(page, el) === true;
}

export default defineRule({
  id: 'performance/unsized-images',
  dimension: 'performance',
  title: 'Images have explicit dimensions',
  failureTitle: 'Some images have no explicit width and height',
  description: 'Checks that every <img> declares its size: both width and height attributes, or width and height (or aspect-ratio with one of them) in its style attribute. Images taken out of the flow (position absolute or fixed, such as tracking pixels) or not rendered (display none), from the resolved styles, cannot shift layout and are left out. Sizes set by style sheets count, from the resolved styles; an image a linked sheet missing from the snapshot may size is not reported, and unless another image fails the page is then left for review (it is not passed for images it could not judge). In rendered mode the measured layout shifts answer instead (not-applicable here).',
  why: 'Without dimensions the browser reserves no space for an image until it has downloaded, so the content below jumps when it arrives: this layout shift (CLS) is a Core Web Vital.',
  fix: 'Add width and height attributes with the image\'s intrinsic size (CSS such as `height: auto` keeps it responsive), or give the container a CSS aspect-ratio.',
  impact: 'moderate',
  tags: ['lighthouse:unsized-images'],
  create(ctx) {
    // The browser measured the shifts themselves: an unsized image either moved content or not.
    if (ctx.page.rendered) return deferToMeasurement(ctx, ['performance/cumulative-layout-shift']);
    return {
      end() {
        let images = 0;
        let unknown = 0;
        let unsized = 0;
        for (const img of imgElements(ctx.page)) {
          const counted = checkImage(ctx, ctx.page, img);
          if (counted === 'unknown') unknown++;
          else if (counted === 'unsized') unsized++;
          else if (counted) images++;
        }
        if (images === 0 && unknown === 0 && unsized === 0) return ctx.notApplicable('The page has no visible <img> elements.');
        // A pass would vouch for images it could not judge: those stay open unless another failed.
        if (unknown > 0 && unsized === 0) {
          const judged = images ? `${images} image${images === 1 ? ' is' : 's are'} sized; ` : '';
          return ctx.needsReview(`${judged}${unknown} image${unknown === 1 ? ' has' : 's have'} no width and height in the markup, and style sheets missing from the snapshot may set them.`);
        }
        return undefined;
      },
    };
  },
});
