import type { AnyNode, Element, ParentNode } from 'domhandler';
import { dom, noscriptOrTemplateContent, perPage, type Page } from '@pagegrade/core';

const HEAD_TAGS = new Set(['html', 'head', 'meta', 'link', 'title', 'script', 'style', 'base', 'noscript', 'template']);

/**
 * Offset in the HTML where body content starts: the <body> start tag, or (when the parser saw
 * no <body>) the first element that cannot be in <head>. Infinity when there is none.
 */
const bodyStart = perPage((page: Page): number => {
  const body = page.index.byTag.get('body')?.[0];
  if (body) return body.startIndex ?? 0;
  const stack: AnyNode[] = [...page.document.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!dom.isElement(n)) continue;
    if (!HEAD_TAGS.has(n.name)) return n.startIndex ?? 0;
    if (n.name === 'html' || n.name === 'head') for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return Infinity;
});

/** Whether an element is in <head>, or before any body content when the markup omits the tags. */
export function inHead(page: Page, el: Element): boolean {
  // One climb answers both "inside <head>?" (which wins wherever it is) and "inside <body>?".
  let inBody = false;
  for (let cur: ParentNode | null = el.parent; cur && dom.isElement(cur); cur = cur.parent) {
    if (cur.name === 'head') return true;
    if (cur.name === 'body') inBody = true;
  }
  return !inBody && (el.startIndex ?? 0) < bodyStart(page);
}

/** Whether an element has a <noscript> or <template> ancestor (a browser with scripting ignores it). */
export function inNoscriptOrTemplate(page: Page, el: Element): boolean {
  return noscriptOrTemplateContent(page).has(el);
}

const NEVER_SCREEN = /^(only\s+)?(print|speech|aural|braille|embossed)\b|^not\s+(all|screen)\s*$/;

/**
 * Whether a media attribute can match a screen. Lists made only of print, speech and similar
 * queries never do: the browser fetches such sheets without blocking render. Queries on
 * viewport features are assumed to match (that depends on the device).
 */
export function mediaMatchesScreen(media: string | null): boolean {
  if (media === null || media.trim() === '') return true;
  return media
    .toLowerCase()
    .split(',')
    .some((q) => !NEVER_SCREEN.test(q.trim()));
}
