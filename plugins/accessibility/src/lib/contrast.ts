/**
 * The contrast of each piece of visible text on a page, from the resolved styles: the text colour
 * against what is painted behind it, shared by the AA and AAA contrast checks (WCAG 2 SC 1.4.3 and
 * 1.4.6). What a static analysis cannot see — a background image or gradient behind the text, a
 * positioned box that may sit over something else, a value the resolver cannot know — makes the
 * text's contrast unknown, never a guess.
 */
import type { Element } from 'domhandler';
import { converter, formatHex, formatHex8, parse, wcagContrast, type Rgb } from 'culori';
import { dom, perPage, styleOf, styleResolver, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';

export interface KnownContrast {
  known: true;
  element: Element;
  /** The text and background colours as painted (opaque), as hex. */
  foreground: string;
  background: string;
  ratio: number;
  /** 24 px and up, or 18.66 px (14 pt) and up when bold (WCAG's large text). */
  large: boolean;
}

export interface UnknownContrast {
  known: false;
  element: Element;
  reason: string;
}

export type TextContrast = KnownContrast | UnknownContrast;

const toRgb = converter('rgb');
const TRANSPARENT: Rgb = { mode: 'rgb', r: 0, g: 0, b: 0, alpha: 0 };
/** The canvas behind the root element in a light colour scheme. */
const CANVAS: Rgb = { mode: 'rgb', r: 1, g: 1, b: 1, alpha: 1 };

/** Parsed colours by their text: pages repeat a handful of colours on thousands of elements. */
const parsed = new Map<string, Rgb | null>();

/** A CSS colour value as RGB (with alpha), or null when there is none or it cannot be read. */
export function parseColour(value: string | null): Rgb | null {
  if (value === null) return null;
  let c = parsed.get(value);
  if (c === undefined) {
    const p = parse(value);
    c = p ? toRgb(p) : null;
    // Bounded: a page of generated colours must not grow the cache for the worker's lifetime.
    if (parsed.size > 4096) parsed.clear();
    parsed.set(value, c);
  }
  return c;
}

/** Porter-Duff source-over of two straight-alpha colours. */
function over(top: Rgb, bottom: Rgb): Rgb {
  const at = top.alpha ?? 1;
  const ab = bottom.alpha ?? 1;
  if (at >= 1) return top;
  const a = at + ab * (1 - at);
  if (a === 0) return TRANSPARENT;
  const under = ab * (1 - at);
  return { mode: 'rgb', r: (top.r * at + bottom.r * under) / a, g: (top.g * at + bottom.g * under) / a, b: (top.b * at + bottom.b * under) / a, alpha: a };
}

function fade(c: Rgb, opacity: number): Rgb {
  return opacity === 1 ? c : { ...c, alpha: (c.alpha ?? 1) * opacity };
}

const hex = (c: Rgb) => ((c.alpha ?? 1) < 1 ? formatHex8(c) : formatHex(c));

/** Controls whose text is exempt when disabled (WCAG: text of inactive user interface components). */
const DISABLABLE = new Set(['button', 'input', 'select', 'textarea', 'option', 'optgroup', 'fieldset']);

/** Elements whose text is not painted as text on the page (scripts, styles, fallback content). */
const NO_TEXT_BOX = new Set(['script', 'style', 'template', 'noscript', 'title', 'textarea', 'iframe', 'object', 'video', 'audio', 'canvas']);

/** The element's own text, not inside children: what its colour paints. */
function hasOwnText(el: Element): boolean {
  for (const c of el.children) if (dom.isText(c) && !dom.isBlank(c.data)) return true;
  return false;
}

function inactive(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = dom.isElement(cur.parent as Element) ? (cur.parent as Element) : null) {
    if (cur.attribs['aria-disabled']?.trim().toLowerCase() === 'true') return true;
    if (DISABLABLE.has(cur.name) && cur.attribs['disabled'] !== undefined) return true;
  }
  return false;
}

/**
 * The contrast of one element's own text: the text colour over the backgrounds of the element and
 * its ancestors, each box's opacity applied to everything it paints, over a white canvas. null when
 * the text is not rendered (display none, visibility hidden, opacity 0, hidden by markup).
 */
function unknownContrast(element: Element, reason: string): UnknownContrast {
  return { known: false, element, reason };
}

const isSvg = (e: Element) => e.name === 'svg';

function contrastOf(page: Page, el: Element): TextContrast | null {
  const own = styleOf(page, el);
  if (own.visibility === null) return unknownContrast(el, 'its visibility depends on styles that cannot be resolved statically');
  if (own.visibility !== 'visible') return null;
  // Most pages have no SVG: then no text needs its ancestors read for one.
  if (el.name === 'svg' || (page.index.byTag.has('svg') && dom.closest(el, isSvg))) return unknownContrast(el, 'SVG text is painted with fill, not color');
  const fg = parseColour(own.color);
  if (!fg) return unknownContrast(el, own.color === null ? 'its text colour depends on styles that cannot be resolved statically' : `its text colour ${own.color} cannot be read`);
  let text = fg;
  let behind = TRANSPARENT;
  for (let cur: Element | null = el; cur; cur = dom.isElement(cur.parent as Element) ? (cur.parent as Element) : null) {
    const s = cur === el ? own : styleOf(page, cur);
    if (s.display === null || s.opacity === null || s.contentVisibility === null) return unknownContrast(el, 'whether it is rendered depends on styles that cannot be resolved statically');
    if (s.display === 'none' || s.opacity === 0 || (cur !== el && s.contentVisibility === 'hidden')) return null;
    const bg = parseColour(s.backgroundColor);
    if (!bg) return unknownContrast(el, s.backgroundColor === null ? 'a background behind it depends on styles that cannot be resolved statically' : `a background colour behind it (${s.backgroundColor}) cannot be read`);
    const covered = (behind.alpha ?? 1) >= 1;
    if (!covered && s.backgroundImage !== 'none') return unknownContrast(el, s.backgroundImage === null ? 'a background behind it depends on styles that cannot be resolved statically' : `it is over a background image (${s.backgroundImage.slice(0, 60)})`);
    if (!covered && (s.position === null || s.position === 'absolute' || s.position === 'fixed' || s.position === 'sticky'))
      return unknownContrast(el, 'it is in a positioned box that may be painted over other content');
    text = fade(over(text, bg), s.opacity);
    behind = fade(over(behind, bg), s.opacity);
  }
  const foreground = over(text, CANVAS);
  const background = over(behind, CANVAS);
  const size = own.fontSize;
  const weight = own.fontWeight;
  if (size === null || weight === null) return unknownContrast(el, 'its font size depends on styles that cannot be resolved statically');
  return { known: true, element: el, foreground: hex(foreground), background: hex(background), ratio: wcagContrast(foreground, background), large: size >= 24 || (size >= 18.66 && weight >= 700) };
}

/** Every element with its own visible text, in document order, with its contrast (computed once per page). */
export const textContrasts = perPage((page: Page): TextContrast[] => {
  const out: TextContrast[] = [];
  // Most pages disable nothing: then no text is exempt, and no ancestors need reading for it.
  const disables = page.index.byAttribute.has('disabled') || page.index.byAttribute.has('aria-disabled');
  // The elements that paint text in their colour, in document order.
  for (const el of dom.descendants(page.document, hasOwnText)) {
    if (NO_TEXT_BOX.has(el.name) || isHidden(page, el) || (disables && inactive(el))) continue;
    const c = contrastOf(page, el);
    if (c) out.push(c);
  }
  return out;
});

/** WCAG 2's minimum contrast ratios for text and large text: SC 1.4.3 (AA) and SC 1.4.6 (AAA). */
export interface ContrastLevel {
  text: number;
  large: number;
}
export const AA: ContrastLevel = { text: 4.5, large: 3 };
export const AAA: ContrastLevel = { text: 7, large: 4.5 };

export interface ContrastTally {
  /** Every element with its own visible text. */
  all: TextContrast[];
  /** The text below the level's minimum (and not below `floor`'s, which another check reports), with the ratio it needs. */
  below: Array<{ contrast: KnownContrast; required: number }>;
  /** How many texts' contrast is unknown, and why the first is. */
  unknown: number;
  firstUnknown: string;
}

/** The page's text measured against a level's minimums. */
export function tallyContrast(page: Page, level: ContrastLevel, floor?: ContrastLevel): ContrastTally {
  const all = textContrasts(page);
  const tally: ContrastTally = { all, below: [], unknown: 0, firstUnknown: '' };
  for (const c of all) {
    if (!c.known) {
      if (tally.unknown++ === 0) tally.firstUnknown = c.reason;
      continue;
    }
    const required = c.large ? level.large : level.text;
    if (c.ratio >= required || (floor && c.ratio < (c.large ? floor.large : floor.text))) continue;
    tally.below.push({ contrast: c, required });
  }
  return tally;
}

/** Why nothing about the page's styles can be known, when a style sheet is missing; null otherwise. */
export function missingSheets(page: Page): string | null {
  const r = styleResolver(page);
  return r.complete ? null : `style sheet(s) not in the snapshot: ${r.missing.slice(0, 3).join(', ')}${r.missing.length > 3 ? ' …' : ''}`;
}
