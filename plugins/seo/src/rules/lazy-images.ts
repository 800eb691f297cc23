import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
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
  create(ctx) {
    let lazy = 0;
    return {
      element: {
        img(el) {
          const attr = lazyAttr(el);
          if (!attr) return;
          lazy++;
          if (hasRealSrc(el)) return;
          const parent = el.parent as Element | null;
          if (parent && dom.isElement(parent)) {
            if (parent.name === 'noscript') return;
            const siblings = dom.childElements(parent);
            if (siblings.some((s) => s.name === 'noscript')) return;
            if (parent.name === 'picture' && siblings.some((s) => s.name === 'source' && (dom.attr(s, 'srcset') ?? '').trim() && !(dom.attr(s, 'srcset') ?? '').startsWith('data:'))) return;
          }
          ctx.warn(el, `Image ${clip(dom.attr(el, attr)!.trim(), 80)} is only in ${attr}; src is ${dom.attr(el, 'src') ? `"${clip(dom.attr(el, 'src')!, 40)}"` : 'missing'}.`);
        },
      },
      end() {
        if (lazy === 0) return ctx.notApplicable('No images use a script-based lazy-loading attribute.');
        return undefined;
      },
    };
  },
});
