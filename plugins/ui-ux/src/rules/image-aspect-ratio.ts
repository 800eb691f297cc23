import type { Element } from 'domhandler';
import { defineRule, displayNoneOf, imgElements, styleOf, type Page, type PageImage, type RuleContext } from '@pagegrade/core';

/**
 * Lighthouse 13's tolerance (image-aspect-ratio audit, lighthouse 13.5.0 core/audits/image-aspect-ratio.js,
 * THRESHOLD_PX): the side a natural-ratio box would give the displayed width or height may differ
 * from the displayed one by less than 2 px, measured on the smaller of the two targets, where
 * rounding matters least. Images of 5 px or less on a side are not judged, as there.
 */
const THRESHOLD_PX = 2;
const MIN_NATURAL_PX = 5;

/** Absolute length units in CSS pixels. */
const UNIT_PX: Record<string, number> = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };

/** A declared size in px; 'auto'; or null when it depends on layout (%, em, calc() …) or is unknown. */
function sizeOf(value: string | null): number | 'auto' | null {
  if (value === null) return null;
  if (value === 'auto') return 'auto';
  const m = /^(\d*\.?\d+)([a-z]+)$/.exec(value);
  const unit = m ? UNIT_PX[m[2]!] : undefined;
  return m && unit !== undefined ? Number(m[1]) * unit : null;
}

/** A plain aspect-ratio (`4/3`, `1.5`), or null: `auto`, `auto 4/3` and the like keep the image's own ratio. */
function plainRatio(value: string): number | null {
  if (value.includes('auto')) return null;
  const m = /^(\d*\.?\d+)(?:\s*\/\s*(\d*\.?\d+))?$/.exec(value.trim());
  if (!m) return null;
  const r = Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]));
  return r > 0 && Number.isFinite(r) ? r : null;
}

type Displayed = { width: number; height: number } | 'natural' | 'unknown';

/**
 * The box the image is drawn into, from its declared width, height and aspect-ratio: with one
 * side auto (and no plain aspect-ratio) the browser derives it from the image's own ratio, which
 * cannot distort it.
 */
function displayedBox(page: Page, img: Element, natural: { width: number; height: number }): Displayed {
  const style = styleOf(page, img);
  const w = sizeOf(style.width);
  const h = sizeOf(style.height);
  if (w === 'auto' || h === 'auto') {
    if (style.aspectRatio === null) return 'unknown';
    const ratio = plainRatio(style.aspectRatio);
    if (ratio === null) return 'natural';
    if (w === 'auto' && h === 'auto') return { width: natural.width, height: natural.width / ratio };
    if (typeof h === 'number') return { width: h * ratio, height: h };
    if (typeof w === 'number') return { width: w, height: w / ratio };
    return 'unknown';
  }
  return w === null || h === null ? 'unknown' : { width: w, height: h };
}

/** Lighthouse's comparison (see THRESHOLD_PX). */
function ratiosMatch(box: { width: number; height: number }, natural: { width: number; height: number }): boolean {
  const ratio = natural.width / natural.height;
  const targetHeight = box.width / ratio;
  const targetWidth = box.height * ratio;
  return targetHeight < targetWidth ? Math.abs(targetHeight - box.height) < THRESHOLD_PX : Math.abs(targetWidth - box.width) < THRESHOLD_PX;
}

function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}

interface Tally {
  judged: number;
  unknownBox: number;
}

/** Judges one image; returns whether its natural size was known. */
function checkImage(ctx: RuleContext, page: Page, image: PageImage, tally: Tally): boolean {
  const img = image.element;
  const naturals: Array<{ url: string; size: { width: number; height: number } }> = [];
  for (const ref of image.candidateUrls) {
    const url = page.resolveUrl(ref);
    const size = url ? page.resourceByUrl(url)?.image : null;
    if (url && size && size.width > MIN_NATURAL_PX && size.height > MIN_NATURAL_PX) naturals.push({ url, size });
  }
  if (naturals.length === 0) return false;
  // Not rendered, or drawn to fit its box without stretching: nothing to distort.
  if (displayNoneOf(page, img) === true) return true;
  const fit = styleOf(page, img).objectFit;
  if (fit === null) {
    tally.unknownBox++;
    return true;
  }
  if (fit !== 'fill') return true;
  let mismatch: { url: string; size: { width: number; height: number }; box: { width: number; height: number } } | null = null;
  for (const { url, size } of naturals) {
    const box = displayedBox(page, img, size);
    if (box === 'unknown') {
      tally.unknownBox++;
      return true;
    }
    // The browser may pick any candidate: the image is judged distorted only when every one is.
    if (box === 'natural' || ratiosMatch(box, size)) {
      tally.judged++;
      return true;
    }
    mismatch ??= { url, size, box };
  }
  tally.judged++;
  const m = mismatch!;
  ctx.report(img, () => `Image ${m.url.length > 90 ? `${m.url.slice(0, 87)}…` : m.url} is ${m.size.width} × ${m.size.height} (ratio ${(m.size.width / m.size.height).toFixed(2)}) but is displayed at ${fmt(m.box.width)} × ${fmt(m.box.height)} (ratio ${(m.box.width / m.box.height).toFixed(2)}).`);
  return true;
}

export default defineRule({
  id: 'ui-ux/image-aspect-ratio',
  dimension: 'uiux',
  title: 'Images are displayed with their natural aspect ratio',
  failureTitle: 'Some images are stretched or squashed',
  description: 'Compares the aspect ratio of each <img> as declared (the width and height attributes, and width, height and aspect-ratio from the resolved styles) with the natural ratio of its image, read from the image bytes, with Lighthouse\'s tolerance: a box of the natural ratio must come within 2 px of the displayed width or height. Images with object-fit other than fill, with one side auto, of 5 px or less, or in SVG are not distorted or not judged; with srcset or <picture>, an image fails only when every candidate whose size is known would be distorted. Sizes that depend on layout (percentages, em, calc()) leave the image to review. Natural sizes come from the fetcher, which reads the head of each first-view image, or from the image bytes a browser\'s HAR saved with content holds.',
  why: 'A photo drawn in a box of another shape is stretched or squashed, which looks broken and distorts faces, products and logos.',
  fix: 'Give width and height attributes in the image\'s own ratio (e.g. its pixel size), set one side to auto in CSS (`height: auto`), or crop with `object-fit: cover` instead of stretching.',
  impact: 'minor',
  tags: ['lighthouse:image-aspect-ratio'],
  needs: ['fetched'],
  check(ctx) {
    const { page } = ctx;
    const images = imgElements(page);
    if (images.length === 0) return ctx.notApplicable('The page has no <img> elements.');
    const tally: Tally = { judged: 0, unknownBox: 0 };
    let known = 0;
    for (const img of images) if (checkImage(ctx, page, img, tally)) known++;
    if (known === 0) return ctx.notApplicable('The snapshot holds the bytes of none of the page\'s images, so their natural sizes are unknown.');
    if (tally.judged === 0 && tally.unknownBox > 0) return ctx.needsReview(`The displayed size of ${tally.unknownBox} image${tally.unknownBox === 1 ? '' : 's'} depends on layout or on styles that cannot be resolved.`);
    return undefined;
  },
});
