import { selectOne } from 'css-select';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import type { Box, RenderedElement } from '../snapshot/har.ts';

const found = perPage(() => new Map<string, Element | null>());

/**
 * The element of a rendered page that a selector recorded by the browser names (the LCP element,
 * a layout shift's source), found in the DOM after load that the page's HTML holds; null when the
 * selector does not parse or names nothing (the DOM was cut at its limit, or the element was
 * removed before the DOM was serialised).
 */
export function renderedElement(page: Page, selector: string): Element | null {
  const cache = found(page);
  const known = cache.get(selector);
  if (known !== undefined) return known;
  // Recorded selectors are child paths, walked directly: css-select does not look into
  // <template>, and the elements of a shadow tree are under their root's template.
  let el: Element | null = byChildPath(page, selector);
  if (!el) {
    try {
      el = selectOne(selector, page.document.children) ?? null;
    } catch {
      el = null;
    }
  }
  cache.set(selector, el);
  return el;
}

/** What the browser recorded for one element: its border box (null: it had none) and computed style. */
export interface RenderedStyle {
  box: Box | null;
  /** A box that clips or scrolls: its content size beside the room inside it (see `RenderedElement.scroll`); null otherwise. */
  scroll: RenderedElement['scroll'] | null;
  /** The computed value of a recorded property (`RenderedFacts.styleProperties`), or null when it was not recorded. */
  get(property: string): string | null;
}

const NTH = /^([a-z][a-z0-9-]*):nth-child\((\d+)\)$/i;

/** The element a recorded `html>body:nth-child(2)>…` selector names, walked by its child positions (no selector engine). */
function byChildPath(page: Page, selector: string): Element | null {
  const parts = selector.split('>');
  let cur: Element | null = null;
  for (const c of page.document.children) if (isTag(c) && c.name === 'html') cur = c;
  if (!cur || parts[0] !== 'html') return null;
  for (const part of parts.slice(1)) {
    const m = NTH.exec(part);
    if (!m) return null;
    let n = Number(m[2]);
    let next: Element | null = null;
    const children: readonly AnyNode[] = cur.children;
    for (const c of children) {
      if (!isTag(c)) continue;
      if (--n === 0) {
        next = c;
        break;
      }
    }
    if (!next || next.name !== m[1]!.toLowerCase()) return null;
    cur = next;
  }
  return cur;
}

const renderedStyles = perPage((page: Page): Map<Element, RenderedStyle> => {
  const out = new Map<Element, RenderedStyle>();
  const facts = page.rendered;
  if (!facts) return out;
  const column = new Map(facts.styleProperties.map((p, i) => [p, i]));
  for (const e of facts.elements) {
    const el = byChildPath(page, e.selector);
    if (!el || el.name !== e.tag.toLowerCase()) continue;
    const style = e.style;
    out.set(el, {
      box: e.box,
      scroll: e.scroll ?? null,
      get: (property) => {
        const i = column.get(property);
        return i === undefined ? null : (style[i] ?? null);
      },
    });
  }
  return out;
});

/**
 * The computed style and layout box the browser recorded for an element of a rendered page; null
 * on a static page, and for an element past the recorded bound or without a box of its own
 * (`<head>`, scripts, the shapes inside an `<svg>`).
 */
export function renderedStyleOf(page: Page, el: Element): RenderedStyle | null {
  return renderedStyles(page).get(el) ?? null;
}

/** Every element of a rendered page the browser recorded, with its style and box, in document order. */
export function renderedElements(page: Page): ReadonlyMap<Element, RenderedStyle> {
  return renderedStyles(page);
}
