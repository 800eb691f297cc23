/**
 * Lower bounds of how much room a box's content takes, from the static cascade, to tell a scroll
 * container whose content certainly overflows it (ACT rule 0ssw9k) from one that may not. Each
 * bound errs low: text is counted at 0.35 em a character (narrower than the average character of
 * any common text face), lines at one font size high, margins and padding at nothing. A style that
 * could break the bound (floats, columns, transforms, condensed faces, negative spacing …) makes
 * the answer null: not known.
 */
import type { AnyNode, Element } from 'domhandler';
import { dom, styleOf, type ComputedStyle, type Page } from '@pagegrade/core';

/** Below the average advance of a character of running text in any common text face, in em. */
const MIN_CHAR_EM = 0.35;
/** Styles anywhere on the page that could lay content out in ways the bounds do not follow. */
const UNBOUNDED =
  /\bfloat\s*:\s*(?:left|right|inline-start|inline-end)|column|transform|\bzoom\b|\bscale\b|text-wrap|writing-mode|min-height|min-block-size|line-clamp|condensed|narrow|font-stretch|font-size-adjust|contain-intrinsic|@container/i;
/** Elements looked at under one container. */
const BUDGET = 2000;
const WRAPS = new Set(['normal', 'pre-wrap', 'pre-line', 'break-spaces']);

/** A declared length in px ("100px", a bare 0); null for anything that depends on layout or is unknown. */
export function declaredPx(v: string | null): number | null {
  if (v === null) return null;
  const m = /^\s*(\d+(?:\.\d+)?)(px)?\s*$/i.exec(v);
  if (!m || (!m[2] && Number(m[1]) !== 0)) return null;
  return Number(m[1]);
}

/** Whether the page's styles keep to what the bounds assume (see UNBOUNDED). */
export function boundedStyles(page: Page): boolean {
  return !page.stylesheets.some((s) => UNBOUNDED.test(s.text.length > 500_000 ? s.text.slice(0, 500_000) : s.text));
}

function spacingKnown(s: ComputedStyle): boolean {
  return s.fontSize !== null && s.fontSize > 0 && s.letterSpacing !== null && s.letterSpacing >= 0 && s.wordSpacing !== null && s.wordSpacing >= 0;
}

/** The characters a text node draws once white space collapses (a run of spaces counts one). */
function drawnChars(text: string): number {
  return text.replace(/[\t\n\f\r ]+/g, ' ').trim().length;
}

interface Walk {
  page: Page;
  left: number;
}

/**
 * A lower bound of the height, in px, that the in-flow content of `box` takes when its lines are
 * `width` px wide: each run of inline text at least one line, and as many more as its characters
 * need at the narrowest width; block children stacked. null when a style leaves it open.
 */
function contentHeight(w: Walk, box: Element, width: number): number | null {
  const s = styleOf(w.page, box);
  if (!spacingKnown(s) || s.whiteSpace === null || s.lineHeight === null) return null;
  const line = typeof s.lineHeight === 'number' ? Math.min(s.lineHeight, s.fontSize!) : s.fontSize!;
  const wraps = WRAPS.has(s.whiteSpace);
  let total = 0;
  let run = 0;
  let runHasText = false;
  const flush = () => {
    if (runHasText) total += line * (wraps ? Math.max(1, Math.ceil(run / width)) : 1);
    run = 0;
    runHasText = false;
  };
  const inline = (node: AnyNode, fontSize: number): boolean => {
    if (--w.left < 0) return false;
    if (dom.isText(node)) {
      const n = drawnChars(node.data);
      if (n > 0) {
        run += n * MIN_CHAR_EM * fontSize;
        runHasText = true;
      }
      return true;
    }
    if (!dom.isElement(node)) return true;
    const c = styleOf(w.page, node);
    if (c.display === null || c.position === null) return false;
    if (c.display === 'none' || c.position === 'absolute' || c.position === 'fixed') return true;
    if (node.name === 'br') {
      flush();
      return true;
    }
    if (c.display === 'block' || c.display === 'list-item') {
      flush();
      if (c.height !== 'auto' || c.overflowX !== 'visible' || c.overflowY !== 'visible') return false;
      const own = c.width === 'auto' ? width : declaredPx(c.width);
      if (own === null || own <= 0) return false;
      const h = contentHeight(w, node, own);
      if (h === null) return false;
      total += h;
      return true;
    }
    // Replaced and atomic inline content: no bound is taken from it, but nothing else is known of it either.
    if (c.display !== 'inline' || ['img', 'svg', 'video', 'canvas', 'iframe', 'object', 'embed', 'input', 'select', 'textarea', 'button'].includes(node.name)) return false;
    if (!spacingKnown(c)) return false;
    for (const child of node.children) if (!inline(child, c.fontSize!)) return false;
    return true;
  };
  for (const child of box.children) if (!inline(child, s.fontSize!)) return null;
  flush();
  return total;
}

/** A lower bound of the height of the content of a scroll container `width` px wide, or null. */
export function minContentHeight(page: Page, box: Element, width: number): number | null {
  return contentHeight({ page, left: BUDGET }, box, width);
}

/**
 * A lower bound of the width, in px, of the single line a container that does not wrap (white-space
 * nowrap or pre, no line breaks, no blocks) lays its content on: images and inline blocks at their
 * declared px widths, text at the narrowest width. null when that is not known to be one line.
 */
export function minLineWidth(page: Page, box: Element): number | null {
  const s = styleOf(page, box);
  if (s.whiteSpace !== 'nowrap' && s.whiteSpace !== 'pre') return null;
  let width = 0;
  let seen = false;
  let left = BUDGET;
  const walk = (node: AnyNode, inherited: ComputedStyle): boolean => {
    if (--left < 0) return false;
    if (dom.isText(node)) {
      if (inherited.whiteSpace === 'pre' && node.data.trim().includes('\n')) return false;
      const n = drawnChars(node.data);
      if (n > 0) {
        if (!spacingKnown(inherited) || (inherited.whiteSpace !== 'nowrap' && inherited.whiteSpace !== 'pre')) return false;
        width += n * MIN_CHAR_EM * inherited.fontSize!;
        seen = true;
      }
      return true;
    }
    if (!dom.isElement(node)) return true;
    const c = styleOf(page, node);
    if (c.display === null || c.position === null) return false;
    if (c.display === 'none' || c.position === 'absolute' || c.position === 'fixed') return true;
    if (node.name === 'br') return false;
    if (c.display === 'inline-block' || (c.display === 'inline' && node.name === 'img')) {
      const px = c.width === 'auto' ? 0 : declaredPx(c.width);
      if (px === null) return false;
      width += px;
      seen = seen || px > 0;
      return true;
    }
    if (c.display !== 'inline') return false;
    for (const child of node.children) if (!walk(child, c)) return false;
    return true;
  };
  for (const child of box.children) if (!walk(child, s)) return null;
  return seen ? width : null;
}
