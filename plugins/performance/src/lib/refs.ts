import type { Element } from 'domhandler';
import { cssResources, dom, imgElements, noscriptOrTemplateContent, perPage, references as pageReferences, srcsetCandidates, type Page } from '@pagegrade/core';
import { isNetworkUrl, stripHash } from './common.ts';

const NONE: readonly Element[] = [];

export type RefKind = 'script' | 'stylesheet' | 'image' | 'iframe' | 'font' | 'media' | 'preload';

export interface Ref {
  /** Absolute URL without fragment. */
  url: string;
  kind: RefKind;
  /** The element that references it (null for references from CSS). */
  element: Element | null;
}

/**
 * The subresources the markup asks the browser to fetch at load time, from core's page references:
 * scripts, stylesheets, preloads, frames, images (one per <img>: its src, else its first srcset
 * candidate), video sources (unless preload="none") and posters, image buttons, and fonts (first
 * source of each @font-face in the known CSS). References inside <noscript> and <template> are
 * left out (a browser with scripting does not fetch them). URLs without fragments.
 */
export const references = perPage((page: Page): Ref[] => {
  // Core lists frames before images and video sources before posters; this list keeps the order
  // its checks report in: markup head (scripts, links), images, frames, each video's poster then
  // source, image buttons, fonts.
  const head: Ref[] = [];
  const images: Ref[] = [];
  const frames: Ref[] = [];
  const inputs: Ref[] = [];
  const videos = new Map<Element, { poster?: Ref; src?: Ref }>();
  const inert = noscriptOrTemplateContent(page);
  for (const r of pageReferences(page)) {
    const el = r.element;
    if (!el || inert.has(el)) continue;
    const url = stripHash(r.url);
    switch (r.initiator) {
      case 'script':
        head.push({ url, kind: 'script', element: el });
        break;
      case 'link':
        if (r.kind === 'stylesheet' || r.kind === 'preload') head.push({ url, kind: r.kind, element: el });
        break;
      case 'img':
        if (r.attribute === 'srcset' || dom.attr(el, 'src')!.trim()) images.push({ url, kind: 'image', element: el });
        break;
      case 'iframe':
        frames.push({ url, kind: 'iframe', element: el });
        break;
      case 'media':
        if (el.name !== 'video') break;
        if (r.attribute === 'poster') videos.set(el, { ...videos.get(el), poster: { url, kind: 'image', element: el } });
        else if ((dom.attr(el, 'preload') ?? '').toLowerCase() !== 'none') videos.set(el, { ...videos.get(el), src: { url, kind: 'media', element: el } });
        break;
      case 'input':
        inputs.push({ url, kind: 'image', element: el });
        break;
    }
  }
  const out = head.concat(images, frames);
  for (const el of videos.size ? (page.index.byTag.get('video') ?? NONE) : NONE) {
    const v = videos.get(el);
    if (v?.poster) out.push(v.poster);
    if (v?.src) out.push(v.src);
  }
  for (const r of inputs) out.push(r);
  for (const face of cssResources(page).fontFaces) {
    const first = face.sources.find((s) => s.url !== null);
    if (first?.url && isNetworkUrl(first.url)) out.push({ url: stripHash(first.url), kind: 'font', element: null });
  }
  return out;
});

function addMentioned(set: Set<string>, page: Page, ref: string | null): void {
  if (!ref) return;
  const abs = page.resolveUrl(ref);
  if (isNetworkUrl(abs)) set.add(stripHash(abs));
}

const MEDIA_TAGS = ['audio', 'video', 'embed', 'track'];

function tagged(page: Page, name: string): readonly Element[] {
  return page.index.byTag.get(name) ?? NONE;
}

/** Every URL the page or its known CSS mentions as a fetchable resource (for "is it used?" checks). */
export const mentionedUrls = perPage((page: Page): Set<string> => {
  const set = new Set<string>();
  for (const r of references(page)) if (r.kind !== 'preload') set.add(r.url);
  for (const el of tagged(page, 'source')) {
    addMentioned(set, page, dom.attr(el, 'src'));
    const ss = dom.attr(el, 'srcset');
    if (ss) for (const c of srcsetCandidates(ss)) addMentioned(set, page, c.url);
  }
  for (const img of imgElements(page)) for (const c of img.candidates) addMentioned(set, page, c.url);
  for (const name of MEDIA_TAGS) for (const el of tagged(page, name)) addMentioned(set, page, dom.attr(el, 'src'));
  for (const el of tagged(page, 'object')) addMentioned(set, page, dom.attr(el, 'data'));
  const facts = cssResources(page);
  for (const face of facts.fontFaces) for (const s of face.sources) if (s.url) set.add(stripHash(s.url));
  for (const u of facts.urls) set.add(stripHash(u.url));
  for (const i of facts.imports) set.add(stripHash(i.url));
  return set;
});

const elementsByUrl = perPage((page: Page): Map<string, Element> => {
  const map = new Map<string, Element>();
  for (const r of references(page)) if (r.element && !map.has(r.url)) map.set(r.url, r.element);
  return map;
});

/** The first element that references a URL (for pointing findings at markup), or null. */
export function elementFor(page: Page, url: string): Element | null {
  return elementsByUrl(page).get(stripHash(url)) ?? null;
}
