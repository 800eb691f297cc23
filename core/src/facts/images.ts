import type { Element } from 'domhandler';
import { closest, isElement } from '../dom/index.ts';
import { perPage, type Page } from '../engine/page.ts';
import { renderedElement } from '../rendered/index.ts';
import type { Box, ImageFacts } from '../snapshot/har.ts';
import { pixelAttr, tinySize } from './dimensions.ts';
import { foldPositions, pastWalk, type Position } from './fold.ts';
import { SourcedElement } from './sourced.ts';
import { srcsetCandidates, type SrcsetCandidate } from './srcset.ts';

/**
 * How the page shows the image: an `<img>`, an image button (`<input type="image">`), an SVG
 * `<image>`, or a video's poster frame.
 */
export type ImageKind = 'img' | 'input' | 'svg-image' | 'poster';

const KIND_BY_TAG: Readonly<Record<string, ImageKind>> = { img: 'img', input: 'input', image: 'svg-image', video: 'poster' };
const NO_CANDIDATES: readonly SrcsetCandidate[] = [];
const NO_ELEMENTS: readonly Element[] = [];

/**
 * One image of the page. Everything past the element and its kind is worked out on first read:
 * most checks read two or three facts of each image.
 */
export class PageImage extends SourcedElement {
  private parsedSrcset: readonly SrcsetCandidate[] | undefined;
  private width: number | null | undefined;
  private height: number | null | undefined;

  private srcValue: string | null | undefined;

  constructor(
    page: Page,
    element: Element,
    /** The attribute that names the image: read when asked for, as most checks skip most images first. */
    private readonly srcAttribute: string,
  ) {
    super(page, element);
  }

  /** The attribute that names the image (`src`, an SVG image's `href`, a video's `poster`) as written, or null. */
  get src(): string | null {
    if (this.srcValue === undefined) this.srcValue = this.element.attribs[this.srcAttribute] ?? null;
    return this.srcValue;
  }

  /** What shows it, by its tag. */
  get kind(): ImageKind {
    return KIND_BY_TAG[this.element.name] ?? 'img';
  }

  /** Format and natural size in pixels, read from the fetched bytes (raster images only); null when unknown. */
  get intrinsic(): ImageFacts | null {
    return this.fetched?.image ?? null;
  }

  /** The width attribute in CSS pixels (its leading digits), or null. */
  get declaredWidth(): number | null {
    if (this.width === undefined) this.width = pixelAttr(this.element.attribs['width']);
    return this.width;
  }

  /** The height attribute in CSS pixels (its leading digits), or null. */
  get declaredHeight(): number | null {
    if (this.height === undefined) this.height = pixelAttr(this.element.attribs['height']);
    return this.height;
  }

  /** Declared 2 px or less on a side: a spacer or a tracking pixel. */
  get tiny(): boolean {
    return tinySize(this.declaredWidth, this.declaredHeight);
  }

  /** The loading attribute, trimmed and lower-cased ('' when absent). */
  get loading(): string {
    return lowered(this.element.attribs['loading']);
  }

  /** The decoding attribute, trimmed and lower-cased ('' when absent). */
  get decoding(): string {
    return lowered(this.element.attribs['decoding']);
  }

  /** The fetchpriority attribute, trimmed and lower-cased ('' when absent). */
  get fetchPriority(): string {
    return lowered(this.element.attribs['fetchpriority']);
  }

  /** The srcset attribute as written, or null. */
  get srcset(): string | null {
    return this.element.attribs['srcset'] ?? null;
  }

  /** The sizes attribute as written, or null. */
  get sizes(): string | null {
    return this.element.attribs['sizes'] ?? null;
  }

  /** The candidates of the image's own srcset. */
  get candidates(): readonly SrcsetCandidate[] {
    if (this.parsedSrcset === undefined) {
      const srcset = this.srcset;
      this.parsedSrcset = srcset ? srcsetCandidates(srcset) : NO_CANDIDATES;
    }
    return this.parsedSrcset;
  }

  /** The enclosing `<picture>` of an `<img>`, or null. */
  get picture(): Element | null {
    const parent = this.element.parent;
    return this.kind === 'img' && parent && isElement(parent) && parent.name === 'picture' ? parent : null;
  }

  /** The `<source>` elements of the enclosing `<picture>`, in order. */
  get sources(): readonly Element[] {
    const picture = this.picture;
    if (picture === null) return NO_ELEMENTS;
    const out: Element[] = [];
    for (const c of picture.children) if (isElement(c) && c.name === 'source') out.push(c);
    return out;
  }

  /**
   * Every URL the browser may pick the image from, as written: the source, the srcset
   * candidates, then those of the picture's sources.
   */
  get candidateUrls(): string[] {
    const out: string[] = [];
    const src = this.src?.trim();
    if (src) out.push(src);
    for (const c of this.candidates) out.push(c.url);
    for (const s of this.sources) {
      const srcset = s.attribs['srcset'];
      if (srcset) for (const c of srcsetCandidates(srcset)) out.push(c.url);
    }
    return out;
  }

  /**
   * Where it starts in document order (img only): content images and characters of text before
   * it; undefined when it is hidden or inside head, noscript or template.
   */
  get position(): Position | undefined {
    return this.kind === 'img' ? foldPositions(this.page).get(this.element) : undefined;
  }

  /**
   * In rendered mode, the layout box the browser recorded (null: it had none, being hidden);
   * undefined in static mode, and for an image past the recorded elements' bound.
   */
  get box(): Box | null | undefined {
    return renderedImageBoxes(this.page).get(this.element);
  }
}

function lowered(value: string | undefined): string {
  return value === undefined ? '' : value.trim().toLowerCase();
}

/** The attribute an SVG `<image>` names its picture with (SVG 2's href, else SVG 1.1's xlink:href). */
function svgHrefAttribute(el: Element): string {
  return el.attribs['href'] === undefined && el.attribs['xlink:href'] !== undefined ? 'xlink:href' : 'href';
}

/** The page's `<img>` elements as images, in document order. */
export const imgElements = perPage((page: Page): PageImage[] => {
  const out: PageImage[] = [];
  for (const el of page.index.byTag.get('img') ?? NO_ELEMENTS) out.push(new PageImage(page, el, 'src'));
  return out;
});

/**
 * Every image the page's markup shows or loads, once per page, in this order: `<img>` elements,
 * image buttons, SVG `<image>` elements, video posters; each family in document order. Images
 * inside `<noscript>` and `<template>` are listed, marked `inert`.
 */
export const pageImages = perPage((page: Page): PageImage[] => {
  const out = imgElements(page).slice();
  const tags = page.index.byTag;
  for (const el of tags.get('input') ?? NO_ELEMENTS) {
    if (lowered(el.attribs['type']) === 'image') out.push(new PageImage(page, el, 'src'));
  }
  for (const el of tags.get('image') ?? NO_ELEMENTS) if (closest(el, isSvg)) out.push(new PageImage(page, el, svgHrefAttribute(el)));
  for (const el of tags.get('video') ?? NO_ELEMENTS) if (el.attribs['poster'] !== undefined) out.push(new PageImage(page, el, 'poster'));
  return out;
});

function isSvg(el: Element): boolean {
  return el.name === 'svg';
}

// Built on the first lookup: the lists above are what most checks read.
const byElement = perPage((page: Page): Map<Element, PageImage> => {
  const map = new Map<Element, PageImage>();
  for (const img of pageImages(page)) map.set(img.element, img);
  return map;
});

/** The image an element shows (`<img>`, image button, SVG image, a video with a poster), or undefined. */
export function imageOf(page: Page, el: Element): PageImage | undefined {
  return byElement(page).get(el);
}

/**
 * In rendered mode, the layout box of each `<img>` the browser recorded (null: it had none);
 * an image missing from the map was past the recorded elements' bound. Empty in static mode.
 */
const renderedImageBoxes = perPage((page: Page): Map<Element, Box | null> => {
  const boxes = new Map<Element, Box | null>();
  for (const e of page.rendered?.elements ?? []) {
    if (e.tag !== 'img') continue;
    const el = renderedElement(page, e.selector);
    if (el) boxes.set(el, e.box);
  }
  return boxes;
});

const CHROME = new Set(['header', 'nav', 'footer', 'aside']);

function isChromeOrNoscript(el: Element): boolean {
  return CHROME.has(el.name) || el.name === 'noscript';
}

/** An image's width: declared, else its pixel width read from its fetched bytes; null when unknown. */
function knownWidth(img: PageImage): number | null {
  return img.declaredWidth ?? img.intrinsic?.width ?? null;
}

/**
 * The likely Largest Contentful Paint image, from markup alone: the first `<img>` with
 * fetchpriority="high", else the first visible `<img>` outside header, nav, footer and aside,
 * known to be at least 200 px wide (declared, or read from its fetched bytes), that starts before
 * 1,500 characters of text and 3 content images. Null when no image qualifies.
 */
function likelyLcpImage(page: Page): PageImage | null {
  const imgs = imgElements(page);
  const pos = foldPositions(page);
  for (const img of imgs) if (img.fetchPriority === 'high' && pos.has(img.element)) return img;
  for (const img of imgs) {
    const p = pos.get(img.element);
    if (!p) continue;
    // Past the point where the walk stopped, at least FOLD_IMAGES images or FOLD_TEXT characters
    // come before it: more than these bounds.
    if (pastWalk(p) || p.textBefore >= 1500 || p.imagesBefore >= 3) return null;
    if (img.tiny) continue;
    // Only an image known to be large: without a size, the first image is as often a logo, an
    // icon or a navigation thumbnail as the main picture.
    const w = knownWidth(img);
    if (w === null || w < 200) continue;
    if (closest(img.element, isChromeOrNoscript)) continue;
    return img;
  }
  return null;
}

/** The main (LCP) image, or why there is none. */
export interface LcpImage {
  image: PageImage | null;
  /** Named by the browser's measurement (rendered mode) rather than guessed from markup. */
  measured: boolean;
  /** Why there is no image, when `image` is null. */
  reason: string;
}

/**
 * The page's main image: in rendered mode the element the browser measured as the Largest
 * Contentful Paint (when it is an `<img>`), in static mode the markup's likely one.
 */
export const lcpImage = perPage((page: Page): LcpImage => {
  const rendered = page.rendered;
  if (!rendered) return { image: likelyLcpImage(page), measured: false, reason: 'No image near the top of the page looks like the main content image.' };
  const selector = rendered.metrics.largestContentfulPaintElement;
  const el = selector ? renderedElement(page, selector) : null;
  if (el && el.name === 'img') return { image: imageOf(page, el) ?? null, measured: true, reason: '' };
  return {
    image: null,
    measured: true,
    reason: el
      ? `Measured: the LCP element is a <${el.name}> (${selector}), not an image; see performance/largest-contentful-paint.`
      : 'Measured: the browser named no LCP element in the DOM as saved; see performance/largest-contentful-paint.',
  };
});
