import type { Element } from 'domhandler';
import { defineRule, imgElements, type PageImage, type RuleContext } from '@pagegrade/core';
import { bytes, extensionOf, KiB, shortUrl } from '../lib/common.ts';

/** A declared width of 600 CSS px or more is at least 1.5× a phone screen's width. */
const WIDE = 600;
/** A fetched image this heavy is worth offering in smaller sizes. */
const HEAVY = 100 * KiB;
/**
 * A phone 412 CSS px wide at pixel ratio 1.75 (Lighthouse 13's mobile device) shows at most 721
 * pixels across; an image twice that wide sends it four times the pixels it can show.
 */
const PHONE_PIXELS = Math.round(412 * 1.75);
const TOO_WIDE = 2 * PHONE_PIXELS;
/** A width descriptor ("480w") in a srcset. */
const W_DESCRIPTOR = /\d\s*w\s*(,|$)/i;

function hasSrcset(source: Element): boolean {
  return source.attribs['srcset'] !== undefined;
}

/**
 * Judges one image and reports or warns; returns whether it was judged. Images are judged
 * in document order.
 */
function judgeImage(ctx: RuleContext, img: PageImage): boolean {
  if (img.inert) return false;
  const el = img.element;
  const src = img.src ?? '';
  const srcset = img.srcset;
  if (srcset && W_DESCRIPTOR.test(srcset.slice(0, 5000))) {
    if (!(img.sizes ?? '').trim()) ctx.report(el, `Image ${shortUrl(src || srcset, 80)} has srcset with w descriptors but no sizes attribute.`);
    return true;
  }
  if (srcset) return false;
  const abs = src.trim().startsWith('data:') ? null : img.url;
  if (!abs || extensionOf(abs) === 'svg') return false;
  if (img.sources.some(hasSrcset)) return false;
  const fetched = img.fetched;
  if (fetched && fetched.mimeType.startsWith('image/svg')) return false;
  const w = img.declaredWidth;
  const heavy = fetched && fetched.size > HEAVY ? fetched.size : 0;
  const natural = fetched?.image && fetched.image.width >= TOO_WIDE ? fetched.image.width : 0;
  if ((w === null || w < WIDE) && !heavy && !natural) return false;
  const why = natural ? `${natural} px wide where a phone shows at most ${PHONE_PIXELS}` : w !== null && w >= WIDE ? `declared ${w} px wide` : `${bytes(heavy)}`;
  ctx.warn(el, `Image ${shortUrl(abs, 80)} (${why}) has no srcset, so small screens download the full size.`);
  return true;
}

export default defineRule({
  id: 'performance/responsive-images',
  dimension: 'performance',
  title: 'Large images offer responsive sizes',
  failureTitle: 'Large images are served at one size for every screen',
  description: `Warns on raster <img> elements that are likely large (declared width of ${WIDE} px or more, a fetched file over ${bytes(HEAVY)}, or a fetched image ${TOO_WIDE} pixels wide or more: twice the ${PHONE_PIXELS} a phone 412 px wide at pixel ratio 1.75 can show) with no srcset, neither on the image nor on <source> elements of an enclosing <picture>. Fails when srcset uses width (w) descriptors without a sizes attribute. Rendered sizes need layout, so the size test is a heuristic.`,
  why: 'Without srcset every device downloads the desktop-sized file; a phone may fetch several times the pixels it can display. With w descriptors but no sizes the browser assumes the image fills the viewport and picks a needlessly large candidate.',
  fix: 'Provide srcset with several widths (e.g. 480w, 800w, 1200w, 1600w) and a sizes attribute that describes the rendered width, e.g. sizes="(min-width: 60em) 50vw, 100vw".',
  impact: 'moderate',
  tags: ['lighthouse:image-delivery-insight'],
  check(ctx) {
    let judged = 0;
    for (const img of imgElements(ctx.page)) if (judgeImage(ctx, img)) judged++;
    if (judged === 0) return ctx.notApplicable(`No image with srcset, a declared width of ${WIDE} px or more, or a fetched size over ${bytes(HEAVY)}.`);
    return undefined;
  },
});
