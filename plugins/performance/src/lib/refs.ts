import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';
import { isNetworkUrl, stripHash } from './common.ts';
import { cssFacts } from './css.ts';
import { noscriptOrTemplateContent } from './head.ts';

export type RefKind = 'script' | 'stylesheet' | 'image' | 'iframe' | 'font' | 'media' | 'preload';

export interface Ref {
  /** Absolute URL without fragment. */
  url: string;
  kind: RefKind;
  /** The element that references it (null for references from CSS). */
  element: Element | null;
}

/** The first URL of a srcset attribute. */
function firstSrcsetUrl(srcset: string): string | null {
  const first = srcset.trim().split(',')[0]?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Every URL of a srcset attribute (bounded to 50 candidates). */
export function srcsetUrls(srcset: string): string[] {
  const out: string[] = [];
  for (const part of srcset.split(',').slice(0, 50)) {
    const u = part.trim().split(/\s+/)[0];
    if (u) out.push(u);
  }
  return out;
}

/** What `references` collects into: passed to module-level helpers instead of closures made per page. */
interface RefCollector {
  page: Page;
  out: Ref[];
}

function addRef(c: RefCollector, ref: string | null, kind: RefKind, element: Element | null): void {
  if (!ref) return;
  const abs = c.page.resolveUrl(ref);
  if (isNetworkUrl(abs)) c.out.push({ url: stripHash(abs), kind, element });
}

const NONE: readonly Element[] = [];
const FRAMES = ['iframe', 'frame'];

function tagged(page: Page, name: string): readonly Element[] {
  return page.index.byTag.get(name) ?? NONE;
}

/**
 * The subresources the markup asks the browser to fetch at load time: scripts, stylesheets,
 * images (one per <img>), frames, fonts (first source of each @font-face in the known CSS),
 * video posters and sources, and preloads. References inside <noscript> and <template> are left
 * out (a browser with scripting does not fetch them). Absolute http(s) URLs only.
 */
export const references = perPage((page: Page): Ref[] => {
  // Elements inside <noscript> or <template>: one look-up of the set, not one per element.
  const inert = noscriptOrTemplateContent(page);
  const c: RefCollector = { page, out: [] };
  for (const el of tagged(page, 'script')) if (!inert.has(el)) addRef(c, dom.attr(el, 'src'), 'script', el);
  for (const el of tagged(page, 'link')) {
    if (inert.has(el)) continue;
    const rel = dom.tokens(el, 'rel');
    if (rel.includes('stylesheet') && !rel.includes('alternate')) addRef(c, dom.attr(el, 'href'), 'stylesheet', el);
    else if (rel.includes('preload') || rel.includes('modulepreload')) addRef(c, dom.attr(el, 'href'), 'preload', el);
  }
  for (const el of tagged(page, 'img')) {
    if (inert.has(el)) continue;
    const src = dom.attr(el, 'src');
    const srcset = dom.attr(el, 'srcset');
    addRef(c, src && src.trim() ? src : srcset ? firstSrcsetUrl(srcset) : null, 'image', el);
  }
  for (const name of FRAMES) for (const el of tagged(page, name)) if (!inert.has(el)) addRef(c, dom.attr(el, 'src'), 'iframe', el);
  for (const el of tagged(page, 'video')) {
    if (inert.has(el)) continue;
    addRef(c, dom.attr(el, 'poster'), 'image', el);
    if ((dom.attr(el, 'preload') ?? '').toLowerCase() !== 'none') addRef(c, dom.attr(el, 'src'), 'media', el);
  }
  for (const el of tagged(page, 'input')) if ((dom.attr(el, 'type') ?? '').toLowerCase() === 'image' && !inert.has(el)) addRef(c, dom.attr(el, 'src'), 'image', el);
  for (const face of cssFacts(page).fontFaces) {
    const first = face.sources.find((s) => s.url !== null);
    if (first?.url && isNetworkUrl(first.url)) c.out.push({ url: stripHash(first.url), kind: 'font', element: null });
  }
  return c.out;
});

function addMentioned(set: Set<string>, page: Page, ref: string | null): void {
  if (!ref) return;
  const abs = page.resolveUrl(ref);
  if (isNetworkUrl(abs)) set.add(stripHash(abs));
}

const MEDIA_TAGS = ['audio', 'video', 'embed', 'track'];

/** Every URL the page or its known CSS mentions as a fetchable resource (for "is it used?" checks). */
export const mentionedUrls = perPage((page: Page): Set<string> => {
  const set = new Set<string>();
  for (const r of references(page)) if (r.kind !== 'preload') set.add(r.url);
  for (const el of tagged(page, 'source')) {
    addMentioned(set, page, dom.attr(el, 'src'));
    const ss = dom.attr(el, 'srcset');
    if (ss) for (const u of srcsetUrls(ss)) addMentioned(set, page, u);
  }
  for (const el of tagged(page, 'img')) {
    const ss = dom.attr(el, 'srcset');
    if (ss) for (const u of srcsetUrls(ss)) addMentioned(set, page, u);
  }
  for (const name of MEDIA_TAGS) for (const el of tagged(page, name)) addMentioned(set, page, dom.attr(el, 'src'));
  for (const el of tagged(page, 'object')) addMentioned(set, page, dom.attr(el, 'data'));
  const facts = cssFacts(page);
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
