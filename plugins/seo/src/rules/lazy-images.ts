import type { Element } from 'domhandler';
import { defineRule, dom, type Page } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';

/** Attributes script-based lazy loaders (lazysizes, lozad, jQuery lazyload, WordPress plugins) keep the real URL in. */
const LAZY_ATTRS = ['data-src', 'data-srcset', 'data-lazy-src', 'data-lazy-srcset', 'data-original', 'data-lazy'];

/** The first lazy-loading attribute with a value, without a callback made per image. */
function lazyAttr(el: Element): string | undefined {
  for (const a of LAZY_ATTRS) if ((dom.attr(el, a) ?? '').trim() !== '') return a;
  return undefined;
}

function hasRealSrc(el: Element): boolean {
  const src = (dom.attr(el, 'src') ?? '').trim();
  const srcset = (dom.attr(el, 'srcset') ?? '').trim();
  const placeholder = src === '' || src.startsWith('data:') || /(?:blank|placeholder|spacer|pixel|transparent|lazy)[^/]*\.(?:gif|png|svg)$/i.test(src.slice(-80));
  return !placeholder || (srcset !== '' && !srcset.startsWith('data:'));
}

function hasAnyLazyAttr(page: Page): boolean {
  for (const a of LAZY_ATTRS) if ((page.index.byAttribute.get(a)?.length ?? 0) > 0) return true;
  return false;
}

/** A <noscript> beside the image, or a <picture> source with a real srcset, shows it without script. */
function hasFallback(el: Element): boolean {
  const parent = el.parent as Element | null;
  if (!parent || !dom.isElement(parent)) return false;
  if (parent.name === 'noscript') return true;
  const siblings = dom.childElements(parent);
  if (siblings.some((s) => s.name === 'noscript')) return true;
  return parent.name === 'picture' && siblings.some((s) => s.name === 'source' && (dom.attr(s, 'srcset') ?? '').trim() !== '' && !(dom.attr(s, 'srcset') ?? '').startsWith('data:'));
}

const NOT_LAZY = 'No images use a script-based lazy-loading attribute.';

export default defineRule({
  id: 'seo/lazy-images',
  dimension: 'seo',
  title: 'Lazy-loaded images are discoverable without JavaScript',
  failureTitle: 'Some images are only reachable through a JavaScript lazy loader',
  description:
    'Finds <img> elements whose real URL sits only in a data-src-style attribute (data-src, data-srcset, data-lazy-src, data-original …) while src is empty, a data: URI or a placeholder file, with no <noscript> fallback image nearby and no real <source srcset> in a <picture>. Each warns.',
  why: 'Crawlers that do not run the lazy loader, and image search in particular, see only the placeholder, so the images are not indexed.',
  fix: 'Use native lazy loading — <img src="real.jpg" loading="lazy"> — or keep a <noscript><img src="real.jpg"></noscript> fallback next to script-loaded images.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/javascript/lazy-loading'],
  check(ctx) {
    const page = ctx.page;
    // Only images with one of the attributes can be lazy.
    if (!hasAnyLazyAttr(page)) return ctx.notApplicable(NOT_LAZY);
    let lazy = 0;
    for (const el of page.index.byTag.get('img') ?? []) {
      const attr = lazyAttr(el);
      if (!attr) continue;
      lazy++;
      if (!hasRealSrc(el) && !hasFallback(el)) ctx.warn(el, `Image ${clip(dom.attr(el, attr)!.trim(), 80)} is only in ${attr}; src is ${dom.attr(el, 'src') ? `"${clip(dom.attr(el, 'src')!, 40)}"` : 'missing'}.`);
    }
    if (lazy === 0) return ctx.notApplicable(NOT_LAZY);
    return undefined;
  },
});
