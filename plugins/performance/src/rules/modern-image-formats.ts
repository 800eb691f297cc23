import type { Element } from 'domhandler';
import { defineRule, dom, type Page, type Resource, type RuleContext } from '@pagegrade/core';
import { bytes, extensionOf, intAttr, KiB, shortUrl } from '../lib/common.ts';
import { inNoscriptOrTemplate } from '../lib/head.ts';
import { srcsetUrls } from '../lib/refs.ts';

const LEGACY_EXT = new Set(['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'bmp', 'tif', 'tiff']);
const MODERN_EXT = new Set(['webp', 'avif', 'jxl', 'svg']);
const LEGACY_TYPES = /^image\/(jpeg|pjpeg|png|bmp|x-ms-bmp|tiff)/;
const MODERN_TYPES = /^image\/(webp|avif|jxl|svg\+xml)/;
/** Image-CDN parameters that negotiate the format with the browser's Accept header. */
const NEGOTIATED = /[?&](fm|format|output|f|type)=(webp|avif|auto)\b|f_auto|auto=(format|webp|avif)/;
/**
 * Lighthouse's modern-image-formats ignores savings under 8 KiB; conversion saves roughly a
 * quarter to a third, so fetched images under 24 KiB are not worth reporting.
 */
const MIN_BYTES = 24 * KiB;

function modernSourceIn(picture: Element | null): boolean {
  if (!picture) return false;
  for (const c of picture.children) {
    if (!dom.isElement(c) || c.name !== 'source') continue;
    const type = (dom.attr(c, 'type') ?? '').toLowerCase();
    if (MODERN_TYPES.test(type)) return true;
    const ss = dom.attr(c, 'srcset');
    if (ss && srcsetUrls(ss).some((u) => MODERN_EXT.has(extensionOf(u)) || NEGOTIATED.test(u.toLowerCase()))) return true;
  }
  return false;
}

// The detail is built only for findings the engine keeps; the closure is made here, not in the
// handler, so the handler does not allocate a context for it on every call.
// How the format was judged is part of the detail too: the served type (with the fetched
// resource's size) or, without one, the file extension.
function reportLegacy(ctx: RuleContext, el: Element, abs: string, res: Resource | null, ext: string): void {
  ctx.report(el, () => {
    const how = res ? `served as ${res.mimeType.split(';')[0]}, ${bytes(res.size)}` : `.${ext} by its file name`;
    return `Image ${shortUrl(abs, 90)} (${how}) has no WebP or AVIF version.`;
  });
}

/**
 * Judges one image and reports it when it is served in a legacy format; returns whether its format
 * could be judged. Module-level and called from one loop over the indexed images (document order,
 * the order the walk visits them in) instead of a handler made per page.
 */
function judgeImage(ctx: RuleContext, page: Page, el: Element): boolean {
  // isTinyImage, with the width and height read once.
  const w = intAttr(dom.attr(el, 'width'));
  const h = intAttr(dom.attr(el, 'height'));
  if ((w !== null && w <= 2) || (h !== null && h <= 2) || inNoscriptOrTemplate(page, el)) return false;
  if (w !== null && h !== null && w * h < 100 * 100) return false;
  const src = dom.attr(el, 'src') ?? '';
  const trimmed = src.trim();
  if (!trimmed || trimmed.startsWith('data:')) return false;
  const abs = page.resolveUrl(src);
  // Every NEGOTIATED pattern has an '=' or the '_' of f_auto: most URLs are ruled out
  // without the lower-cased copy.
  if (!abs || ((abs.includes('=') || abs.includes('_')) && NEGOTIATED.test(abs.toLowerCase()))) return false;
  const res = page.resourceByUrl(abs);
  let legacy: boolean;
  let served: Resource | null = null;
  let ext = '';
  if (res && res.state === 'ok' && res.mimeType.startsWith('image/')) {
    if (res.size > 0 && res.size < MIN_BYTES) return false;
    legacy = LEGACY_TYPES.test(res.mimeType);
    if (!legacy && !MODERN_TYPES.test(res.mimeType)) return false;
    served = res;
  } else {
    ext = extensionOf(abs);
    if (!LEGACY_EXT.has(ext) && !MODERN_EXT.has(ext)) return false;
    legacy = LEGACY_EXT.has(ext);
  }
  const picture = el.parent && dom.isElement(el.parent) && el.parent.name === 'picture' ? el.parent : null;
  if (legacy && !modernSourceIn(picture)) reportLegacy(ctx, el, abs, served, ext);
  return true;
}

export default defineRule({
  id: 'performance/modern-image-formats',
  dimension: 'performance',
  title: 'Images use modern formats',
  failureTitle: 'Images are served in older formats (JPEG, PNG)',
  description: `Finds <img> elements whose image is JPEG, PNG, BMP or TIFF (by the fetched Content-Type, else by file extension) with no WebP or AVIF alternative in an enclosing <picture>. Image-CDN URLs that negotiate the format, tiny images, and fetched images under ${bytes(MIN_BYTES)} are skipped.`,
  why: 'WebP and AVIF are typically 25–50 % smaller than JPEG and PNG at the same visual quality, so the page loads faster and uses less data.',
  fix: 'Serve AVIF or WebP, either directly or through <picture><source type="image/avif" srcset="…"> with the JPEG/PNG as fallback, or let an image CDN negotiate the format.',
  impact: 'moderate',
  tags: ['lighthouse:image-delivery-insight'],
  create(ctx) {
    return {
      end() {
        let judged = 0;
        for (const el of ctx.page.index.byTag.get('img') ?? []) if (judgeImage(ctx, ctx.page, el)) judged++;
        if (judged === 0) return ctx.notApplicable('No image whose format could be judged.');
        return undefined;
      },
    };
  },
});
