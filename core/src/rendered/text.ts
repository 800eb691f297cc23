import type { Element } from 'domhandler';
import { isText, normalizeSpace } from '../dom/index.ts';
import { perPage, type Page } from '../engine/page.ts';
import { flatChildren } from '../shadow/index.ts';
import { renderedElements, renderedStyleOf } from './index.ts';

/** Text one element draws itself (its own text nodes, not its children's), at the size it is drawn. */
export interface DrawnText {
  el: Element;
  /** Characters of its own text, each text node's white space collapsed and trimmed. */
  chars: number;
  /** The computed font size in CSS px, times the page's zoom-out on the phone (1 with a mobile viewport). */
  px: number;
}

export interface DrawnTextFacts {
  /** The text of each recorded element that draws some, in document order. */
  texts: DrawnText[];
  /**
   * How much the phone shrinks the page to fit its screen: the viewport width over the width the
   * page was laid out at (below 1 when a page without a mobile viewport is laid out at 980 px).
   */
  zoom: number;
}

/**
 * The visible text of a rendered page by the element that draws it, with the size it is drawn at:
 * its computed font size, scaled by the zoom a phone applies to fit a page laid out wider than its
 * screen. Visible: the element has a box with an area and visibility `visible`. Only the recorded
 * elements (the first `maxStyledElements`) are read. Text in a shadow root is its host's (the flat
 * tree). Null on a static page: there the sizes are the style resolver's guess.
 */
export const drawnText = perPage((page: Page): DrawnTextFacts | null => {
  const facts = page.rendered;
  if (!facts) return null;
  const html = page.index.byTag.get('html')?.[0];
  const laidOut = html ? renderedStyleOf(page, html)?.box?.width : undefined;
  const screen = facts.profile.viewport.width;
  const zoom = laidOut && laidOut > screen ? screen / laidOut : 1;
  const texts: DrawnText[] = [];
  for (const [el, s] of renderedElements(page)) {
    const box = s.box;
    if (!box || box.width <= 0 || box.height <= 0 || s.get('visibility') !== 'visible') continue;
    let chars = 0;
    for (const c of flatChildren(page, el)) if (isText(c)) chars += normalizeSpace(c.data).length;
    if (chars === 0) continue;
    const size = Number.parseFloat(s.get('font-size') ?? '');
    if (!Number.isFinite(size)) continue;
    texts.push({ el, chars, px: size * zoom });
  }
  return { texts, zoom };
});
