import { defineRule, FOLD_IMAGES, FOLD_TEXT, imgElements, likelyBelowFold, type PageImage, type Position, type RuleContext } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';

/** Lighthouse 12's offscreen-images (retired in 13) ignored images that would save under 2 KiB. */
const SMALL_BYTES = 2 * 1024;
/** An icon, a bullet or a spacer: under 100 × 100 pixels an image rarely weighs more. */
const SMALL_AREA = 100 * 100;

/**
 * Whether an image is big enough for loading it later to matter: by its fetched size, else its
 * declared width and height. Null when nothing says (an image the snapshot lacks, without both
 * attributes): icons and spacers often look so.
 */
function worthDeferring(img: PageImage): boolean | null {
  const res = img.fetched;
  if (res && res.size > 0) return res.size >= SMALL_BYTES;
  const w = img.declaredWidth;
  const h = img.declaredHeight;
  if (w !== null && h !== null) return w * h >= SMALL_AREA;
  return null;
}

function warnEager(ctx: RuleContext, img: PageImage, p: Position): void {
  ctx.warn(img.element, () => `Image ${shortUrl(img.src ?? img.srcset ?? '', 80)} comes after ${p.imagesBefore} images and ${p.textBefore} characters of text but is not lazy-loaded.`);
}

function warnEagerAt(ctx: RuleContext, img: PageImage, top: number, fold: number): void {
  ctx.warn(img.element, () => `Image ${shortUrl(img.src ?? img.srcset ?? '', 80)} starts ${Math.round(top)} px down, below the first screen (${fold} px), but is not lazy-loaded.`);
}

export default defineRule({
  id: 'performance/offscreen-images-lazy',
  dimension: 'performance',
  title: 'Images far down the page are lazy-loaded',
  failureTitle: 'Images far down the page load eagerly',
  description: `Heuristic, without layout: an <img> that comes after ${FOLD_IMAGES} content images or ${FOLD_TEXT} characters of text in document order is probably below the first screen, and should have loading="lazy". Each such eager image is a warning when it is big enough for deferring it to matter: a fetched file of 2 KiB or more (Lighthouse's threshold), or declared width × height of 100 × 100 or more. Icons and spacers are skipped; an eager image of unknown size (not fetched, no width and height) cannot be weighed, so a page with only such images is left for review. In rendered mode the browser\'s layout decides instead: an image whose box starts below the first screen of the mobile viewport.`,
  why: 'Eager images below the first screen compete for bandwidth with what the visitor sees first and are downloaded even if the visitor never scrolls to them.',
  fix: 'Add loading="lazy" (with width and height) to images that are not in the first screen; keep the hero and other above-the-fold images eager.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    // In rendered mode the browser's layout says where each image is; the document-order
    // estimate stands in only for an image past the recorded elements' bound.
    const fold = ctx.page.rendered?.profile.viewport.height ?? 0;
    let candidates = 0;
    let unweighed = 0;
    for (const img of imgElements(ctx.page)) {
      const p = img.position;
      const box = img.box;
      const below = box === undefined ? likelyBelowFold(p) : box !== null && box.y >= fold;
      if (!below || img.tiny) continue;
      const worth = worthDeferring(img);
      if (worth === false) continue;
      if (img.loading === 'lazy') {
        candidates++;
        continue;
      }
      if (worth === null) {
        unweighed++;
        continue;
      }
      candidates++;
      if (box) warnEagerAt(ctx, img, box.y, fold);
      else warnEager(ctx, img, p!);
    }
    if (candidates === 0 && unweighed > 0) return ctx.needsReview(`${unweighed} eager image${unweighed === 1 ? '' : 's'} far down the page ${unweighed === 1 ? 'has' : 'have'} no known size (not fetched, no width and height), so whether deferring ${unweighed === 1 ? 'it' : 'them'} matters is unknown.`);
    if (candidates === 0) return ctx.notApplicable(`No image big enough to matter comes after ${FOLD_IMAGES} images or ${FOLD_TEXT} characters of text.`);
    return undefined;
  },
});
