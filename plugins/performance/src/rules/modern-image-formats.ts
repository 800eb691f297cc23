import type { Element } from 'domhandler';
import { defineRule, dom, imgElements, srcsetCandidates, type PageImage, type Resource, type RuleContext } from '@pagegrade/core';
import { bytes, extensionOf, shortUrl } from '../lib/common.ts';

const LEGACY_EXT = new Set(['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'bmp', 'tif', 'tiff']);
const MODERN_EXT = new Set(['webp', 'avif', 'jxl', 'svg']);
const LEGACY_TYPES = /^image\/(jpeg|pjpeg|png|bmp|x-ms-bmp|tiff)/;
const MODERN_TYPES = /^image\/(webp|avif|jxl|svg\+xml)/;
/** Formats by their bytes (image-size's names), which win over a Content-Type that says otherwise. */
const LEGACY_BYTES = new Set(['jpg', 'png', 'bmp', 'tiff']);
const MODERN_BYTES = new Set(['webp', 'avif', 'jxl', 'svg', 'heif']);
/** Image-CDN parameters that negotiate the format with the browser's Accept header. */
const NEGOTIATED = /[?&](fm|format|output|f|type)=(webp|avif|auto)\b|f_auto|auto=(format|webp|avif)/;
/**
 * Lighthouse 13's image-delivery insight (trace engine, ImageDelivery: TARGET_BYTES_PER_PIXEL_AVIF
 * and BYTE_SAVINGS_THRESHOLD) estimates an image's AVIF size at 2/12 bytes per pixel (2 bytes a
 * pixel compressed 12:1) and ignores savings of 4,096 bytes or less; the same here. (Lighthouse
 * 12's retired modern-image-formats audit used WebP at 0.2 bytes per pixel and 8 KiB.)
 */
const AVIF_BYTES_PER_PIXEL = 2 / 12;
const MIN_SAVINGS = 4096;
/** Without the pixel size, conversion is taken to save a quarter: worth it from 32 KiB. */
const SHARE_SAVED = 0.25;

function modernSourceIn(sources: readonly Element[]): boolean {
  for (const c of sources) {
    const type = (dom.attr(c, 'type') ?? '').toLowerCase();
    if (MODERN_TYPES.test(type)) return true;
    const ss = dom.attr(c, 'srcset');
    if (ss && srcsetCandidates(ss).some((u) => MODERN_EXT.has(extensionOf(u.url)) || NEGOTIATED.test(u.url.toLowerCase()))) return true;
  }
  return false;
}

function reportLegacy(ctx: RuleContext, el: Element, abs: string, res: Resource, format: string, savings: number): void {
  ctx.report(el, () => {
    const pixels = res.image ? `, ${res.image.width}×${res.image.height}` : '';
    return `Image ${shortUrl(abs, 90)} (${format}, ${bytes(res.size)}${pixels}) has no WebP or AVIF version; AVIF would save about ${bytes(savings)}.`;
  });
}

type Verdict = 'skipped' | 'judged' | 'reported' | 'unfetched';

/**
 * Judges one image: reports it when it is served in a legacy format and converting it would save
 * enough. An image the snapshot lacks cannot be weighed; it is `unfetched` when its file name says
 * it is JPEG or PNG. Images are judged in document order.
 */
function judgeImage(ctx: RuleContext, img: PageImage): Verdict {
  if (img.tiny || img.inert) return 'skipped';
  const w = img.declaredWidth;
  const h = img.declaredHeight;
  if (w !== null && h !== null && w * h < 100 * 100) return 'skipped';
  const trimmed = (img.src ?? '').trim();
  if (!trimmed || trimmed.startsWith('data:')) return 'skipped';
  const abs = img.url;
  // Every NEGOTIATED pattern has an '=' or the '_' of f_auto: most URLs are ruled out
  // without the lower-cased copy.
  if (!abs || ((abs.includes('=') || abs.includes('_')) && NEGOTIATED.test(abs.toLowerCase()))) return 'skipped';
  if (modernSourceIn(img.sources)) return 'judged';
  const res = img.fetched;
  if (!res || !res.mimeType.startsWith('image/')) {
    return LEGACY_EXT.has(extensionOf(abs)) ? 'unfetched' : 'skipped';
  }
  const format = res.image ? res.image.type : res.mimeType.split(';')[0]!;
  const legacy = res.image ? LEGACY_BYTES.has(res.image.type) : LEGACY_TYPES.test(res.mimeType);
  const modern = res.image ? MODERN_BYTES.has(res.image.type) : MODERN_TYPES.test(res.mimeType);
  if (!legacy) return modern ? 'judged' : 'skipped';
  const savings = res.image ? res.size - res.image.width * res.image.height * AVIF_BYTES_PER_PIXEL : res.size * SHARE_SAVED;
  if (savings <= MIN_SAVINGS) return 'judged';
  reportLegacy(ctx, img.element, abs, res, format, savings);
  return 'reported';
}

export default defineRule({
  id: 'performance/modern-image-formats',
  dimension: 'performance',
  title: 'Images use modern formats',
  failureTitle: 'Images are served in older formats (JPEG, PNG)',
  description: `Finds <img> elements whose fetched image is JPEG, PNG, BMP or TIFF (by its bytes, else its Content-Type) with no WebP or AVIF alternative in an enclosing <picture>, where AVIF would save more than ${bytes(MIN_SAVINGS)}. As Lighthouse 13 does, the AVIF size is estimated at 2/12 bytes per pixel from the image's pixel size (without it, at ${100 - SHARE_SAVED * 100} % of the file). Image-CDN URLs that negotiate the format and tiny images are skipped; an image that looks like JPEG or PNG by its name but is not in the snapshot cannot be weighed, so such pages are left for review.`,
  why: 'WebP and AVIF are typically 25–50 % smaller than JPEG and PNG at the same visual quality, so the page loads faster and uses less data.',
  fix: 'Serve AVIF or WebP, either directly or through <picture><source type="image/avif" srcset="…"> with the JPEG/PNG as fallback, or let an image CDN negotiate the format.',
  impact: 'moderate',
  tags: ['lighthouse:image-delivery-insight'],
  check(ctx) {
    let judged = 0;
    let reported = 0;
    const unfetched: string[] = [];
    for (const img of imgElements(ctx.page)) {
      const verdict = judgeImage(ctx, img);
      if (verdict === 'judged') judged++;
      else if (verdict === 'reported') reported++;
      else if (verdict === 'unfetched') unfetched.push(img.src ?? '');
    }
    if (judged + reported === 0 && unfetched.length === 0) return ctx.notApplicable('No image whose format could be judged.');
    // An unweighed image may be the one that should fail: only a failure found elsewhere is certain.
    if (reported === 0 && unfetched.length > 0) {
      return ctx.needsReview(`${unfetched.length} image${unfetched.length === 1 ? ' looks' : 's look'} like JPEG or PNG by ${unfetched.length === 1 ? 'its' : 'their'} file name (${shortUrl(unfetched[0]!, 60)}${unfetched.length > 1 ? ', …' : ''}) but ${unfetched.length === 1 ? 'is' : 'are'} not in the snapshot, so the savings are unknown.`);
    }
    return undefined;
  },
});
