import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';
import { isNetworkUrl, stripHash } from './common.ts';
import { cssFacts } from './css.ts';
import { inNoscriptOrTemplate as inNoscript } from './head.ts';

export type RefKind = 'script' | 'stylesheet' | 'image' | 'iframe' | 'font' | 'media' | 'preload';

export interface Ref {
  /** Absolute URL without fragment. */
  url: string;
  kind: RefKind;
  /** The element that references it (null for references from CSS). */
  element: Element | null;
}

/** The first URL of a srcset attribute. */
export function firstSrcsetUrl(srcset: string): string | null {
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

/**
 * The subresources the markup asks the browser to fetch at load time: scripts, stylesheets,
 * images (one per <img>), frames, fonts (first source of each @font-face in the known CSS),
 * video posters and sources, and preloads. References inside <noscript> and <template> are left
 * out (a browser with scripting does not fetch them). Absolute http(s) URLs only.
 */
export const references = perPage((page: Page): Ref[] => {
  const out: Ref[] = [];
  const add = (ref: string | null, kind: RefKind, element: Element | null) => {
    if (!ref) return;
    const abs = page.resolveUrl(ref);
    if (isNetworkUrl(abs)) out.push({ url: stripHash(abs), kind, element });
  };
  const tag = (name: string) => page.index.byTag.get(name) ?? [];
  for (const el of tag('script')) if (!inNoscript(page, el)) add(dom.attr(el, 'src'), 'script', el);
  for (const el of tag('link')) {
    if (inNoscript(page, el)) continue;
    const rel = dom.tokens(el, 'rel');
    if (rel.includes('stylesheet') && !rel.includes('alternate')) add(dom.attr(el, 'href'), 'stylesheet', el);
    else if (rel.includes('preload') || rel.includes('modulepreload')) add(dom.attr(el, 'href'), 'preload', el);
  }
  for (const el of tag('img')) {
    if (inNoscript(page, el)) continue;
    const src = dom.attr(el, 'src');
    const srcset = dom.attr(el, 'srcset');
    add(src && src.trim() ? src : srcset ? firstSrcsetUrl(srcset) : null, 'image', el);
  }
  for (const name of ['iframe', 'frame']) for (const el of tag(name)) if (!inNoscript(page, el)) add(dom.attr(el, 'src'), 'iframe', el);
  for (const el of tag('video')) {
    if (inNoscript(page, el)) continue;
    add(dom.attr(el, 'poster'), 'image', el);
    if ((dom.attr(el, 'preload') ?? '').toLowerCase() !== 'none') add(dom.attr(el, 'src'), 'media', el);
  }
  for (const el of tag('input')) if ((dom.attr(el, 'type') ?? '').toLowerCase() === 'image' && !inNoscript(page, el)) add(dom.attr(el, 'src'), 'image', el);
  for (const face of cssFacts(page).fontFaces) {
    const first = face.sources.find((s) => s.url !== null);
    if (first?.url && isNetworkUrl(first.url)) out.push({ url: stripHash(first.url), kind: 'font', element: null });
  }
  return out;
});

/** Every URL the page or its known CSS mentions as a fetchable resource (for "is it used?" checks). */
export const mentionedUrls = perPage((page: Page): Set<string> => {
  const set = new Set<string>();
  const add = (ref: string | null, base?: string) => {
    if (!ref) return;
    let abs: string | null;
    try {
      abs = base ? new URL(ref.trim(), base).href : page.resolveUrl(ref);
    } catch {
      abs = null;
    }
    if (isNetworkUrl(abs)) set.add(stripHash(abs));
  };
  for (const r of references(page)) if (r.kind !== 'preload') set.add(r.url);
  for (const el of page.index.byTag.get('source') ?? []) {
    add(dom.attr(el, 'src'));
    const ss = dom.attr(el, 'srcset');
    if (ss) for (const u of srcsetUrls(ss)) add(u);
  }
  for (const el of page.index.byTag.get('img') ?? []) {
    const ss = dom.attr(el, 'srcset');
    if (ss) for (const u of srcsetUrls(ss)) add(u);
  }
  for (const name of ['audio', 'video', 'embed', 'track']) for (const el of page.index.byTag.get(name) ?? []) add(dom.attr(el, 'src'));
  for (const el of page.index.byTag.get('object') ?? []) add(dom.attr(el, 'data'));
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
