import type { Element } from 'domhandler';
import { dom, type Page } from '@pagegrade/core';

/** `<link rel="icon">` (including the legacy `shortcut icon`) elements with an href. */
export function iconLinks(page: Page): Element[] {
  return (page.index.byTag.get('link') ?? []).filter((l) => dom.tokens(l, 'rel').includes('icon') && (dom.attr(l, 'href') ?? '').trim() !== '');
}

/** The fetched resource for a link's href, when the snapshot has it. */
export function fetchedFor(page: Page, el: Element) {
  const href = dom.attr(el, 'href');
  const abs = href ? page.resolveUrl(href) : null;
  return abs ? { url: abs, resource: page.resourceByUrl(abs) } : { url: href ?? '', resource: undefined };
}
