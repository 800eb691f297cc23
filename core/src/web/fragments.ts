// Links to a place on the page itself. Two checks judge them and must not judge the same link:
// accessibility/skip-link the skip links, ui-ux/in-page-anchors every other same-page link. The
// line between the two is drawn here, once, so both read it the same way.
import type { Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';

/** The page's own address without its fragment: what a same-page link resolves to. */
const pageDocument = perPage((page: Page): string => {
  const hash = page.url.indexOf('#');
  return hash < 0 ? page.url : page.url.slice(0, hash);
});

/** Whether an absolute URL names the page's own document (its fragment aside), without copying it. */
function isPageDocument(abs: string, here: string): boolean {
  const hash = abs.indexOf('#');
  return (hash < 0 ? abs.length : hash) === here.length && abs.startsWith(here);
}

/**
 * The fragment that a link's href names on the page itself (`#pricing`, or the page's own URL
 * plus `#pricing`), as written (not percent-decoded); null when the href leads elsewhere or names
 * no target: `#` alone, `#top` (browsers scroll to the top without one), client-side routes
 * (`#/…`, `#!…`) and text fragments (`#:~:text=…`).
 */
export function samePageFragment(page: Page, href: string): string | null {
  const hash = href.indexOf('#');
  if (hash < 0) return null;
  const frag = href.slice(hash + 1);
  if (!frag || frag.startsWith('!') || frag.startsWith('/') || frag.startsWith(':~:') || frag.toLowerCase() === 'top') return null;
  if (hash > 0) {
    const abs = page.resolveUrl(href);
    if (!abs || !isPageDocument(abs, pageDocument(page))) return null;
  }
  return frag;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** `<a name>` targets by name, read only when some fragment names no id. */
const anchorNames = perPage((page: Page): Map<string, Element> => {
  const names = new Map<string, Element>();
  for (const el of page.index.byAttribute.get('name') ?? []) {
    const n = el.attribs['name'];
    if (el.name === 'a' && n && !names.has(n)) names.set(n, el);
  }
  return names;
});

/**
 * The element a fragment scrolls to, as browsers find it: the element with that id (the
 * percent-decoded fragment, then the fragment as written), else an `<a name>` with that name;
 * null when there is none.
 */
export function fragmentTarget(page: Page, frag: string): Element | null {
  const id = decode(frag);
  const byId = page.index.byId.get(id)?.[0] ?? page.index.byId.get(frag)?.[0];
  if (byId) return byId;
  const names = anchorNames(page);
  return names.get(id) ?? names.get(frag) ?? null;
}

/**
 * The skip-link zone: how many of the page's `<a>` elements (`page.index.byTag.get('a')`, in
 * document order) come before its first link to another document. The same-page links among them
 * are skip links, as axe-core defines them (a same-page link placed before the first link that
 * leaves the page).
 * A page with no link away has no repeated navigation to bypass, so it has no skip links (0).
 * Links that stay on the page (`#…`, the page's own URL plus a fragment, `javascript:`) do not end
 * the run.
 */
export const skipLinkZone = perPage((page: Page): number => {
  const anchors = page.index.byTag.get('a') ?? [];
  const here = pageDocument(page);
  for (let i = 0; i < anchors.length; i++) {
    const raw = anchors[i]!.attribs['href'];
    if (raw === undefined) continue;
    const href = raw.trim();
    if (href.startsWith('#') || /^javascript:/i.test(href)) continue;
    // A link to the page's own address without a fragment (the home link on the home page)
    // reloads it: it is navigation, as in axe-core, not a jump within the page.
    if (href.includes('#')) {
      const abs = page.resolveUrl(href);
      if (abs !== null && isPageDocument(abs, here)) continue;
    }
    return i;
  }
  return 0;
});
