import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';

/** Trimmed, whitespace-collapsed attribute value, or null when absent. */
export function attrValue(el: Element, name: string): string | null {
  const v = dom.attr(el, name);
  return v === null ? null : dom.normalizeSpace(v);
}

interface MetaIndex {
  /** By trimmed, lower-cased name. */
  byName: Map<string, Element[]>;
  /** By trimmed, lower-cased property, and by name when that differs: each element once per key. */
  byPropertyOrName: Map<string, Element[]>;
}

function addTo(map: Map<string, Element[]>, key: string, el: Element): void {
  const list = map.get(key);
  if (list) list.push(el);
  else map.set(key, [el]);
}

/** The meta elements by key, read once per page: several checks look up several keys each. */
const metaIndex = perPage((page: Page): MetaIndex => {
  const byName = new Map<string, Element[]>();
  const byPropertyOrName = new Map<string, Element[]>();
  for (const m of page.index.byTag.get('meta') ?? []) {
    const name = (dom.attr(m, 'name') ?? '').trim().toLowerCase();
    const property = (dom.attr(m, 'property') ?? '').trim().toLowerCase();
    addTo(byName, name, m);
    addTo(byPropertyOrName, property, m);
    if (name !== property) addTo(byPropertyOrName, name, m);
  }
  return { byName, byPropertyOrName };
});

const NONE: readonly Element[] = [];

/** `<meta name="…">` elements whose name matches (case-insensitive), in document order. */
export function metaByName(page: Page, name: string): readonly Element[] {
  return metaIndex(page).byName.get(name.toLowerCase()) ?? NONE;
}

/**
 * `<meta property="…">` elements (Open Graph). Many sites write `name="og:…"`; Facebook's and
 * LinkedIn's crawlers accept both, so both count.
 */
export function metaByProperty(page: Page, property: string): readonly Element[] {
  return metaIndex(page).byPropertyOrName.get(property.toLowerCase()) ?? NONE;
}

/** The content of the first matching meta element, trimmed; null when absent. */
export function firstContent(els: readonly Element[]): string | null {
  const el = els[0];
  if (!el) return null;
  return attrValue(el, 'content') ?? '';
}

/** `<link>` elements whose rel contains a token. */
export function linksByRel(page: Page, rel: string): Element[] {
  return (page.index.byTag.get('link') ?? []).filter((l) => dom.tokens(l, 'rel').includes(rel));
}

/**
 * Whether an element sits in <head> rather than <body>, where crawlers ignore head-only metadata.
 * Compared by source position (the parser records start and end offsets), so it costs O(1)
 * however deep the element is. Without a <head> element, anything before <body> counts as head.
 */
export function inHead(page: Page, el: Element): boolean {
  const at = el.startIndex ?? 0;
  const head = page.index.byTag.get('head')?.[0];
  if (head && head.startIndex !== null && head.endIndex !== null && at >= head.startIndex && at <= head.endIndex) return true;
  const body = page.index.byTag.get('body')?.[0];
  if (body && body.startIndex !== null && at >= body.startIndex) return false;
  return !head || head.endIndex === null || at < (head.startIndex ?? 0) || body === undefined;
}

export interface LinkHeaderEntry {
  url: string;
  params: Record<string, string>;
  rels: string[];
}

/**
 * Parses `Link` header values (RFC 8288): `<url>; rel="canonical", <url2>; rel=alternate; hreflang=de`.
 * Linear scanning, no backtracking patterns.
 */
export function parseLinkHeader(values: string[]): LinkHeaderEntry[] {
  const out: LinkHeaderEntry[] = [];
  for (const value of values) {
    let i = 0;
    while (i < value.length) {
      const open = value.indexOf('<', i);
      if (open < 0) break;
      const close = value.indexOf('>', open + 1);
      if (close < 0) break;
      const url = value.slice(open + 1, close).trim();
      let next = value.indexOf('<', close + 1);
      if (next < 0) next = value.length;
      const paramText = value.slice(close + 1, next);
      const params: Record<string, string> = {};
      for (const part of paramText.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        const key = part.slice(0, eq).trim().toLowerCase();
        let v = part.slice(eq + 1).trim();
        if (v.endsWith(',')) v = v.slice(0, -1).trim();
        if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) v = v.slice(1, -1);
        if (key && !(key in params)) params[key] = v;
      }
      out.push({ url, params, rels: (params['rel'] ?? '').toLowerCase().split(/\s+/).filter(Boolean) });
      i = next;
    }
  }
  return out;
}

/** Absolute URL without its fragment, or null. */
function withoutHash(url: string): string | null {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

/** Whether a reference is written as an absolute http(s) URL (not relative, not protocol-relative). */
export function isAbsoluteHttpUrl(ref: string): boolean {
  const r = ref.trim().toLowerCase();
  if (!(r.startsWith('http://') || r.startsWith('https://'))) return false;
  try {
    new URL(ref.trim());
    return true;
  } catch {
    return false;
  }
}

/** Two URLs name the same document: equal after dropping the fragment (case of host already folded by URL). */
export function sameDocument(a: string, b: string): boolean {
  const x = withoutHash(a);
  const y = withoutHash(b);
  return x !== null && x === y;
}

/** Whether the page has a web (http/https) URL; a saved file has none, so site-relative checks do not apply. */
export function isWebPage(page: Page): boolean {
  const p = page.location?.protocol;
  return p === 'http:' || p === 'https:';
}

/** "1 link", "3 links": a count with its noun, plural when needed (irregular plural as a third argument). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/** Shortens long values for finding details. */
export function clip(s: string, max = 100): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
