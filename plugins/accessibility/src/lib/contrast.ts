/**
 * The contrast of each piece of visible text on a page, from the resolved styles: the text colour
 * against what is painted behind it, shared by the AA and AAA contrast checks (WCAG 2 SC 1.4.3 and
 * 1.4.6). What a static analysis cannot see — a background image or gradient behind the text, a
 * positioned box that may sit over something else, a value the resolver cannot know — makes the
 * text's contrast unknown, never a guess.
 */
import type { AnyNode, Element } from 'domhandler';
import type * as CssTree from 'css-tree';
import { selectAll } from 'css-select';
import { converter, formatHex, formatHex8, parse, wcagContrast, type Rgb } from 'culori';
import { csstree, dom, notRenderedOf, perPage, styleOf, styleResolver, type ComputedStyle, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { offScreenBox } from './render.ts';

export interface KnownContrast {
  known: true;
  element: Element;
  /** The text and background colours as painted (opaque), as hex. */
  foreground: string;
  background: string;
  ratio: number;
  /** 24 px and up, or 18.66 px (14 pt) and up when bold (WCAG's large text). */
  large: boolean;
  /** What may change the text's legibility without changing the ratio (a text shadow): a ratio below a minimum is then a review, not a failure. */
  doubt: string | null;
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
const LABELABLE = new Set(['button', 'input', 'select', 'textarea', 'meter', 'output', 'progress']);

/** Elements whose text is not painted as text on the page (scripts, styles, fallback content). */
const NO_TEXT_BOX = new Set(['script', 'style', 'template', 'noscript', 'title', 'textarea', 'iframe', 'object', 'video', 'audio', 'canvas']);

/** Replaced content that paints a picture of unknown colours. */
const MEDIA = new Set(['img', 'picture', 'video', 'canvas', 'svg', 'iframe', 'object', 'embed']);

/** The element's own text, not inside children: what its colour paints. */
function hasOwnText(el: Element): boolean {
  for (const c of el.children) if (dom.isText(c) && !dom.isBlank(c.data)) return true;
  return false;
}

/** The first element under `root` (in document order, at most `limit` looked at) that matches. */
function firstBelow(root: Element, match: (e: Element) => boolean, limit = Infinity): Element | null {
  const stack: AnyNode[] = [...root.children].reverse();
  for (let seen = 0; stack.length && seen < limit; ) {
    const n = stack.pop()!;
    if (!dom.isElement(n)) continue;
    if (match(n)) return n;
    seen++;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return null;
}

const parentOf = (el: Element): Element | null => (dom.isElement(el.parent as Element) ? (el.parent as Element) : null);

function disabledControl(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = parentOf(cur)) {
    if (cur.attribs['aria-disabled']?.trim().toLowerCase() === 'true') return true;
    if (DISABLABLE.has(cur.name) && cur.attribs['disabled'] !== undefined) return true;
  }
  return false;
}

/** The control a label labels: its `for` target, or the first labelable control inside it. */
function labelledControl(page: Page, label: Element): Element | null {
  const id = label.attribs['for'];
  if (id !== undefined) return page.index.byId.get(id)?.[0] ?? null;
  return firstBelow(label, (e) => LABELABLE.has(e.name));
}

/**
 * Whether the text belongs to an inactive user interface component, which SC 1.4.3 exempts: a
 * disabled control (or one inside a disabled fieldset, or aria-disabled), or the label of one.
 */
function inactive(page: Page, el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = parentOf(cur)) {
    if (cur.attribs['aria-disabled']?.trim().toLowerCase() === 'true') return true;
    if (DISABLABLE.has(cur.name) && cur.attribs['disabled'] !== undefined) return true;
    if (cur.name === 'label') {
      const control = labelledControl(page, cur);
      if (control && disabledControl(control)) return true;
    }
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
const UNRESOLVED = 'depends on styles that cannot be resolved statically';

/** A clip that leaves nothing visible: rect() of at most 1 px each way, as visually-hidden text uses. */
const CLIP_NOTHING = /^rect\(\s*(?:0|1px|0px)(?:\s*,?\s*(?:0|1px|0px)){3}\s*\)$/;
const CLIP_PATH_NOTHING = /^(?:inset\(\s*(?:50%|100%)\s*\)|circle\(\s*0(?:px|%)?\s*(?:at[^)]*)?\))$/;
const TINY = /^(?:0|0px|1px)$/;

/**
 * Whether a box hides its text from sight while leaving it in the page: clipped to nothing, one
 * pixel with its overflow hidden (the "visually hidden" pattern of screen-reader text), or its text
 * indented far off screen (image replacement). Such text has no contrast to judge.
 */
function visuallyHidden(s: ComputedStyle): boolean {
  if (s.clip !== null && s.clip !== 'auto' && CLIP_NOTHING.test(s.clip) && (s.position === 'absolute' || s.position === 'fixed')) return true;
  if (s.clipPath !== null && CLIP_PATH_NOTHING.test(s.clipPath)) return true;
  const overflowHidden = s.overflowX === 'hidden' || s.overflowX === 'clip';
  if (overflowHidden && ((s.width !== null && TINY.test(s.width)) || (s.height !== null && TINY.test(s.height)))) return true;
  return (s.textIndent !== null && s.textIndent <= -999) || offScreenBox(s);
}

/** Whether a box paints a picture or a colour: media, a background image, or a background colour. */
function paints(page: Page, el: Element): boolean {
  if (MEDIA.has(el.name)) return true;
  const s = styleOf(page, el);
  if (s.backgroundImage !== 'none' && s.backgroundImage !== null) return true;
  const bg = parseColour(s.backgroundColor);
  if (bg && (bg.alpha ?? 1) > 0) return true;
  // A wrapper around a picture (<div class="bg"><img …></div>), looked into a little way.
  return firstBelow(el, (e) => MEDIA.has(e.name), 40) !== null;
}

/**
 * A sibling of the box that is taken out of the flow (absolute or fixed) and paints something: a
 * hero's background <img> or <video>, an overlay. Positioned boxes paint above the flow, or below
 * it with a negative z-index, so what is behind the text there cannot be known without layout.
 */
function positionedPainterBeside(page: Page, box: Element): Element | null {
  const parent = parentOf(box);
  // An only child has no sibling to be painted over or under it (deep nesting is mostly that).
  if (!parent || parent.children.length === 1) return null;
  for (const c of positionedPainters(page, parent)) if (c !== box) return c;
  return null;
}

/**
 * The children of `parent` that are positioned and paint (see above), read once per parent: every
 * text box of a list of thousands of items asks about the same siblings.
 */
function positionedPainters(page: Page, parent: Element): Element[] {
  const known = paintersByParent(page);
  let painters = known.get(parent);
  if (painters) return painters;
  painters = [];
  for (const c of parent.children) {
    if (!dom.isElement(c) || (NO_TEXT_BOX.has(c.name) && !MEDIA.has(c.name))) continue;
    const p = styleOf(page, c).position;
    // Painted even when hidden from assistive technology (a decorative aria-hidden video).
    if ((p === 'absolute' || p === 'fixed') && notRenderedOf(page, c) !== true && paints(page, c)) painters.push(c);
  }
  known.set(parent, painters);
  return painters;
}

const paintersByParent = perPage((): Map<Element, Element[]> => new Map());

function contrastOf(page: Page, el: Element): TextContrast | null {
  const own = styleOf(page, el);
  if (own.visibility === null) return unknownContrast(el, `its visibility ${UNRESOLVED}`);
  if (own.visibility !== 'visible') return null;
  // Zero-size text paints nothing.
  if (own.fontSize === 0) return null;
  // Most pages have no SVG: then no text needs its ancestors read for one.
  if (el.name === 'svg' || (page.index.byTag.has('svg') && dom.closest(el, isSvg))) return unknownContrast(el, 'SVG text is painted with fill, not color');
  if (own.textFillColor === null) return unknownContrast(el, `its text colour ${UNRESOLVED}`);
  const ink = own.textFillColor === 'currentcolor' ? own.color : own.textFillColor;
  const fg = parseColour(ink);
  if (!fg) return unknownContrast(el, ink === null ? `its text colour ${UNRESOLVED}` : `its text colour ${ink} cannot be read`);
  // Transparent text is painted by something else (a background clipped to the text, an image).
  if ((fg.alpha ?? 1) === 0) return unknownContrast(el, 'its text colour is transparent: what paints the text (a background clipped to it, an image) cannot be known statically');
  let text = fg;
  let behind = TRANSPARENT;
  const pseudo = pseudoBackdrops(page);
  for (let cur: Element | null = el; cur; cur = parentOf(cur)) {
    const s = cur === el ? own : styleOf(page, cur);
    if (s.display === null || s.opacity === null || s.contentVisibility === null) return unknownContrast(el, `whether it is rendered ${UNRESOLVED}`);
    if (s.display === 'none' || s.opacity === 0 || (cur !== el && s.contentVisibility === 'hidden')) return null;
    if (visuallyHidden(s)) return null;
    const covered = (behind.alpha ?? 1) >= 1;
    // Effects that change the painted colours: no contrast can be computed through them.
    if (s.filter === null || s.mixBlendMode === null) return unknownContrast(el, `a filter or blend mode on it ${UNRESOLVED}`);
    if (s.filter !== 'none') return unknownContrast(el, `a filter (${s.filter.slice(0, 40)}) changes its colours`);
    if (s.mixBlendMode !== 'normal') return unknownContrast(el, `it is blended with what is behind it (mix-blend-mode: ${s.mixBlendMode})`);
    if (!covered) {
      if (s.backdropFilter !== 'none') return unknownContrast(el, s.backdropFilter === null ? `a backdrop filter behind it ${UNRESOLVED}` : 'a backdrop filter changes what is behind it');
      if (pseudo.has(cur)) return unknownContrast(el, `a ::before or ::after box of ${dom.snippet(cur, 40)} paints a background that may lie behind or over it`);
      if (s.backgroundClip === null || s.backgroundClip === 'text') return unknownContrast(el, s.backgroundClip === null ? `its background ${UNRESOLVED}` : 'its background is clipped to the text, which it paints');
    }
    const bg = parseColour(s.backgroundColor);
    if (!bg) return unknownContrast(el, s.backgroundColor === null ? `a background behind it ${UNRESOLVED}` : `a background colour behind it (${s.backgroundColor}) cannot be read`);
    if (!covered && s.backgroundImage !== 'none') return unknownContrast(el, s.backgroundImage === null ? `a background behind it ${UNRESOLVED}` : `it is over a background image (${s.backgroundImage.slice(0, 60)})`);
    if (!covered && (s.position === null || s.position === 'absolute' || s.position === 'fixed' || s.position === 'sticky'))
      return unknownContrast(el, 'it is in a positioned box that may be painted over other content');
    if (!covered) {
      const beside = positionedPainterBeside(page, cur);
      if (beside) return unknownContrast(el, `positioned content beside it (${dom.snippet(beside, 50)}) may be painted behind or over it`);
    }
    text = fade(over(text, bg), s.opacity);
    behind = fade(over(behind, bg), s.opacity);
  }
  const foreground = over(text, CANVAS);
  const background = over(behind, CANVAS);
  const size = own.fontSize;
  const weight = own.fontWeight;
  if (size === null || weight === null) return unknownContrast(el, `its font size ${UNRESOLVED}`);
  const ratio = wcagContrast(foreground, background);
  // A shadow behind the glyphs can carry their legibility (axe-core counts shadows as part of the
  // background); without layout its effect is not computed, so it only ever turns a failure into a review.
  const shadow = own.textShadow === null ? `its text shadow ${UNRESOLVED}` : own.textShadow !== 'none' ? `its text shadow (${own.textShadow.slice(0, 40)}) changes how legible it is` : null;
  return { known: true, element: el, foreground: hex(foreground), background: hex(background), ratio, large: size >= 24 || (size >= 18.66 && weight >= 700), doubt: shadow };
}

/** Every element with its own visible text, in document order, with its contrast (computed once per page). */
const textContrasts = perPage((page: Page): TextContrast[] => {
  const out: TextContrast[] = [];
  // Most pages disable nothing: then no text is exempt, and no ancestors need reading for it.
  const disables = page.index.byAttribute.has('disabled') || page.index.byAttribute.has('aria-disabled');
  // The elements that paint text in their colour, in document order.
  for (const el of dom.descendants(page.document, hasOwnText)) {
    if (NO_TEXT_BOX.has(el.name) || isHidden(page, el) || (disables && inactive(page, el))) continue;
    const c = contrastOf(page, el);
    if (c) out.push(c);
  }
  return out;
});

/** A ::before/::after rule's declarations that paint a box: a background, or an image as content. */
const PAINTING = /^(?:background(?:-color|-image)?|content)$/i;
const NOTHING_PAINTED = /^(?:none|transparent|normal|""|''|rgba\([^)]*,\s*0\)|#0000|#00000000|initial|unset)$/i;

/**
 * The elements whose ::before or ::after box paints a background (or an image) in the page's
 * author style sheets: an overlay over a hero, a decorative band. The resolver leaves pseudo-element
 * rules out (they style generated boxes, not the element), so they are read here, once per page.
 */
const pseudoBackdrops = perPage((page: Page): Set<Element> => {
  const out = new Set<Element>();
  let budget = 300;
  for (const sheet of page.stylesheets) {
    if (sheet.origin === 'style-attribute') continue;
    csstree.walk(sheet.ast, {
      visit: 'Rule',
      enter(rule: CssTree.Rule) {
        if (budget <= 0 || rule.prelude.type !== 'SelectorList') return;
        let paintsBox = false;
        rule.block.children.forEach((d) => {
          if (d.type !== 'Declaration' || !PAINTING.test(d.property)) return;
          const v = csstree.generate(d.value).trim();
          if (d.property.toLowerCase() === 'content' ? /url\(|gradient\(/i.test(v) : !NOTHING_PAINTED.test(v)) paintsBox = true;
        });
        if (!paintsBox) return;
        rule.prelude.children.forEach((sel) => {
          if (sel.type !== 'Selector' || budget <= 0) return;
          const host = hostSelector(sel as CssTree.Selector);
          if (host === null) return;
          budget--;
          try {
            for (const el of selectAll<AnyNode, Element>(host, page.document)) out.add(el);
          } catch {
            // A selector css-select cannot read decides nothing.
          }
        });
      },
    });
  }
  return out;
});

/** The selector of the element a ::before/::after selector's box belongs to, or null when it names neither. */
function hostSelector(sel: CssTree.Selector): string | null {
  const last = sel.children.last;
  if (!last || (last.type !== 'PseudoElementSelector' && last.type !== 'PseudoClassSelector')) return null;
  const name = last.name.toLowerCase();
  if (name !== 'before' && name !== 'after') return null;
  const parts: string[] = [];
  sel.children.forEach((n) => {
    if (n !== last) parts.push(csstree.generate(n));
  });
  const text = parts.join('').trim();
  return text === '' || /[>+~]$/.test(text) ? `${text}*` : text;
}

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
    if (c.doubt !== null) {
      if (tally.unknown++ === 0) tally.firstUnknown = c.doubt;
      continue;
    }
    tally.below.push({ contrast: c, required });
  }
  return tally;
}

/** Why nothing about the page's styles can be known, when a style sheet is missing; null otherwise. */
export function missingSheets(page: Page): string | null {
  const r = styleResolver(page);
  return r.complete ? null : `style sheet(s) not in the snapshot: ${r.missing.slice(0, 3).join(', ')}${r.missing.length > 3 ? ' …' : ''}`;
}
