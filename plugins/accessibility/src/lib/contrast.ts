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
import { composedParent, csstree, dom, flatChildren, flatParent, hasShadowRoots, notRenderedOf, perPage, pixelsIn, renderedElements, renderedStyleOf, styleOf, styleResolver, type Box, type ComputedStyle, type Page, type RenderedStyle } from '@pagegrade/core';
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
  /**
   * Rendered mode, over a backdrop of several colours (a gradient, the pixels of an image): `ratio`
   * is the lowest contrast over them and `highest` the highest. Text whose highest contrast is
   * below a minimum fails; text whose lowest is not but whose highest is needs review.
   */
  highest?: number;
  /** `highest` was read from a compressed screenshot: it fails only below the minimum by a margin. */
  fromPixels?: boolean;
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

/**
 * The element's own text, not inside children: what its colour paints. In the flat tree: a shadow
 * host's own text is its shadow root's (`children` is the host's light children otherwise).
 */
function hasOwnText(el: Element, children: readonly AnyNode[] = el.children): boolean {
  for (const c of children) if (dom.isText(c) && !dom.isBlank(c.data)) return true;
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

/** The parent element; for the top of a shadow tree, its host (the shadow root's template paints nothing). */
const parentOf = composedParent;

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
  const shadows = hasShadowRoots(page);
  const owns = shadows ? (el: Element) => hasOwnText(el, flatChildren(page, el)) : (el: Element) => hasOwnText(el);
  for (const el of dom.descendants(page.document, owns)) {
    if (NO_TEXT_BOX.has(el.name) || isHidden(page, el) || (disables && inactive(page, el))) continue;
    // Symbols and lone icon glyphs express nothing in a human language (ACT afw4f7's exception);
    // the label of a disabled widget is exempt with it.
    const text = ownText(el, shadows ? flatChildren(page, el) : el.children);
    if (!HUMAN_TEXT.test(text) || iconGlyph(el, text) || labelsDisabled(page, el)) continue;
    const c = page.rendered ? renderedContrastOf(page, el) : contrastOf(page, el);
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
    const highest = c.highest ?? c.ratio;
    if (c.ratio >= required || (floor && highest < (c.large ? floor.large : floor.text))) continue;
    if (highest * (c.fromPixels ? PIXEL_MARGIN : 1) >= required) {
      if (tally.unknown++ === 0)
        tally.firstUnknown = c.fromPixels
          ? `the pixels under it allow at most ${highest.toFixed(2)}:1, too close to the minimum to judge from a compressed screenshot`
          : `its contrast ranges from ${c.ratio.toFixed(2)}:1 to ${highest.toFixed(2)}:1 over the backdrop's colours`;
      continue;
    }
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
  // A rendered page's colours are the browser's computed ones: no style sheet is needed.
  if (page.rendered) return null;
  const r = styleResolver(page);
  return r.complete ? null : `style sheet(s) not in the snapshot: ${r.missing.slice(0, 3).join(', ')}${r.missing.length > 3 ? ' …' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Rendered mode: the browser's computed styles, layout boxes and screenshot instead of the
// resolver's cascade. What the static path must leave for review because it cannot lay the page
// out (a positioned box, a positioned picture beside the text) is decided from the boxes; text over
// an image or gradient is settled by the screenshot's pixels where they prove a failure.
// ---------------------------------------------------------------------------------------------

const px = (v: string | null): number | null => {
  if (v === null) return null;
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? n : null;
};

/** Whether two boxes share an area (touching edges do not). */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const hasArea = (b: Box | null): b is Box => b !== null && b.width > 0 && b.height > 0;

/** Whether a recorded box paints a picture or a colour that text could lie over. */
function paintsRendered(el: Element, s: RenderedStyle): boolean {
  if (s.get('visibility') !== 'visible' || px(s.get('opacity')) === 0) return false;
  if (MEDIA.has(el.name)) return true;
  const image = s.get('background-image');
  if (image !== null && image !== 'none') return true;
  const bg = parseColour(s.get('background-color'));
  return bg !== null && (bg.alpha ?? 1) > 0;
}

/** The recorded elements that paint, with their boxes (read once per page). */
const renderedPainters = perPage((page: Page): Array<{ el: Element; box: Box }> => {
  const out: Array<{ el: Element; box: Box }> = [];
  for (const [el, s] of renderedElements(page)) if (hasArea(s.box) && paintsRendered(el, s)) out.push({ el, box: s.box });
  return out;
});

function isAncestorOf(a: Element, b: Element): boolean {
  for (let cur = parentOf(b); cur; cur = parentOf(cur)) if (cur === a) return true;
  return false;
}

/** A box that is neither the text's element, an ancestor nor a descendant, and overlaps it: painted over or under it. */
function overlapping(page: Page, el: Element, box: Box): Element | null {
  for (const p of renderedPainters(page)) {
    if (p.el === el || !intersects(p.box, box) || isAncestorOf(p.el, el) || isAncestorOf(el, p.el)) continue;
    return p.el;
  }
  return null;
}

/** Whether a recorded box hides its text from sight: clipped to nothing, a pixel with its overflow hidden, text indented off screen, or outside the page. */
function visuallyHiddenRendered(s: RenderedStyle): boolean {
  const clip = s.get('clip');
  const position = s.get('position');
  if (clip !== null && clip !== 'auto' && CLIP_NOTHING.test(clip) && (position === 'absolute' || position === 'fixed')) return true;
  const clipPath = s.get('clip-path');
  if (clipPath !== null && CLIP_PATH_NOTHING.test(clipPath)) return true;
  const box = s.box;
  if (box) {
    const hidesOverflow = (v: string | null) => v === 'hidden' || v === 'clip';
    if ((box.width <= 1 && hidesOverflow(s.get('overflow-x'))) || (box.height <= 1 && hidesOverflow(s.get('overflow-y')))) return true;
    if (box.x + box.width <= 0 || box.y + box.height <= 0) return true;
  }
  const indent = px(s.get('text-indent'));
  return indent !== null && indent <= -999;
}

interface Shadow {
  colour: Rgb;
  x: number;
  y: number;
  blur: number;
}

/** A computed text-shadow (`rgb(…) 1px 2px 3px, …`) as its shadows; null when it cannot be read. */
function parseShadows(value: string): Shadow[] | null {
  const out: Shadow[] = [];
  for (const part of value.split(/,(?![^(]*\))/)) {
    const colourText = /(?:rgba?|hsla?|color|lab|lch|oklab|oklch)\([^)]*\)|#[0-9a-f]{3,8}\b|\b[a-z]+\b/i.exec(part)?.[0] ?? null;
    const colour = parseColour(colourText);
    const lengths = (colourText ? part.replace(colourText, '') : part).trim().split(/\s+/).filter(Boolean).map(px);
    if (!colour || lengths.length < 2 || lengths.some((n) => n === null)) return null;
    const [x, y, blur = 0] = lengths as number[];
    out.push({ colour, x: x!, y: y!, blur: blur });
  }
  return out;
}

/**
 * The background a text shadow makes for its glyphs, as axe-core counts it (facts from axe-core's
 * `getTextShadowColors`): a shadow that reaches under the glyphs (its offset no larger than its
 * blur) paints its colour there, less opaque the more it is blurred relative to the font size
 * (opacity 0.185 / (blur / font size + 0.4)); listed first is painted on top. A shadow offset
 * beyond its blur falls beside the glyphs: it is reported as a doubt, not computed.
 */
function shadowBackdrop(shadows: Shadow[], fontSize: number, behind: Rgb): { backdrop: Rgb; aside: boolean } {
  let backdrop = behind;
  let aside = false;
  for (const s of [...shadows].reverse()) {
    if (Math.abs(s.x) > s.blur || Math.abs(s.y) > s.blur) {
      aside = true;
      continue;
    }
    // Exactly under the glyphs and unblurred: covered by them, it changes nothing.
    if (s.blur === 0) continue;
    backdrop = over(fade(s.colour, 0.185 / (s.blur / fontSize + 0.4)), backdrop);
  }
  return { backdrop, aside };
}

/** The letters or digits of an element's own text: text without any expresses nothing in a human language (ACT). */
function ownText(el: Element, children: readonly AnyNode[]): string {
  let text = '';
  for (const c of children) if (dom.isText(c)) text += c.data;
  return text.trim();
}

/** A lone glyph standing for a name given elsewhere (`<button aria-label="Close">X</button>`): an icon, not text. */
function iconGlyph(el: Element, text: string): boolean {
  if ([...text].length !== 1) return false;
  for (let cur: Element | null = el; cur; cur = parentOf(cur)) {
    if (cur.attribs['aria-label']?.trim() || cur.attribs['aria-labelledby']?.trim()) return true;
    if (cur.children.filter((c) => !(dom.isText(c) && dom.isBlank(c.data))).length > 1) return false;
  }
  return false;
}

const HUMAN_TEXT = /[\p{L}\p{N}]/u;

/** Ratios within this much of a level's minimum are not failed from pixels: JPEG compression moves colours a little. */
const PIXEL_MARGIN = 1.1;
/** The share of a box's pixels at or below the contrast taken as its highest. */
const PIXEL_PERCENTILE = 0.98;

/**
 * The highest contrast the text can have over the pixels painted in its box (each pixel against the
 * text colour laid over it): an upper bound of its contrast, since glyph edges only lower it.
 */
function pixelBound(page: Page, el: Element, box: Box, fg: Rgb, large: boolean): KnownContrast | null {
  const pixels = pixelsIn(page, box);
  if (!pixels || pixels.length < 3 * 16) return null;
  const ratios: Array<{ r: number; i: number }> = [];
  for (let i = 0; i < pixels.length; i += 3) {
    const bg: Rgb = { mode: 'rgb', r: pixels[i]! / 255, g: pixels[i + 1]! / 255, b: pixels[i + 2]! / 255, alpha: 1 };
    ratios.push({ r: wcagContrast(over(fg, bg), bg), i });
  }
  // Not the very highest: JPEG's colour subsampling paints stray fringes along glyph edges.
  ratios.sort((a, b) => a.r - b.r || a.i - b.i);
  const top = ratios[Math.floor((ratios.length - 1) * PIXEL_PERCENTILE)]!;
  const bg: Rgb = { mode: 'rgb', r: pixels[top.i]! / 255, g: pixels[top.i + 1]! / 255, b: pixels[top.i + 2]! / 255, alpha: 1 };
  return { known: true, element: el, foreground: hex(over(fg, bg)), background: hex(bg), ratio: 0, highest: top.r, fromPixels: true, large, doubt: null };
}

/** The colours a gradient paints (its stops, and points between them), from its computed value; null when it names none. */
function gradientColours(value: string): Rgb[] | null {
  if (!/gradient\(/.test(value) || /url\(/.test(value)) return null;
  const stops = [...value.matchAll(/(?:rgba?|hsla?|color|lab|lch|oklab|oklch)\([^)]*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi)].map((m) => parseColour(m[0]));
  if (stops.length === 0 || stops.some((c) => c === null)) return null;
  const out: Rgb[] = [];
  for (let i = 0; i < stops.length; i++) {
    const a = stops[i]!;
    out.push(a);
    const b = stops[i + 1];
    if (!b) continue;
    // Luminance along a segment need not be monotone when channels move apart: a few points between.
    for (let k = 1; k < 8; k++) {
      const t = k / 8;
      const mix = (x: number, y: number) => x + (y - x) * t;
      out.push({ mode: 'rgb', r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), alpha: mix(a.alpha ?? 1, b.alpha ?? 1) });
    }
  }
  return out;
}

/** The elements whose text names a disabled widget through aria-labelledby: its label, exempt with it. */
const labelsOfDisabled = perPage((page: Page): Set<Element> => {
  const out = new Set<Element>();
  for (const el of page.index.byAttribute.get('aria-labelledby') ?? []) {
    if (!disabledControl(el)) continue;
    for (const id of (el.attribs['aria-labelledby'] ?? '').split(/\s+/)) for (const target of page.index.byId.get(id) ?? []) out.add(target);
  }
  return out;
});

function labelsDisabled(page: Page, el: Element): boolean {
  const labels = labelsOfDisabled(page);
  if (labels.size === 0) return false;
  for (let cur: Element | null = el; cur; cur = parentOf(cur)) if (labels.has(cur)) return true;
  return false;
}

/**
 * A slot has no box of its own (display: contents): the light text it draws is laid out in the
 * nearest box up the flat tree (`<my-button>Buy</my-button>` drawn in its shadow tree's button).
 */
function slotBox(page: Page, el: Element, own: RenderedStyle): Box | null {
  if (el.name !== 'slot' || own.get('display') !== 'contents') return null;
  for (let cur = flatParent(page, el); cur; cur = flatParent(page, cur)) {
    const s = renderedStyleOf(page, cur);
    if (!s) return null;
    if (s.box) return s.box;
    if (s.get('display') !== 'contents') return null;
  }
  return null;
}

/**
 * Whether a computed background-image is only images whose requests failed (an error status, or
 * no response): the browser paints nothing for them, and the colour below shows. A gradient, or
 * an image not among the page's requests, may paint.
 */
function failedImages(page: Page, value: string): boolean {
  if (/gradient\(|image-set\(|element\(|paint\(|cross-fade\(/i.test(value)) return false;
  const urls = [...value.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  if (urls.length === 0) return false;
  return urls.every((url) => {
    const r = page.resourceByUrl(url);
    return r !== undefined && (r.status >= 400 || (!r.received && r.error !== null));
  });
}

function renderedContrastOf(page: Page, el: Element): TextContrast | null {
  // Text inside an <svg> is not text of an HTML element (ACT): painted with fill, it is left to review elsewhere.
  if (el.name === 'svg' || (page.index.byTag.has('svg') && dom.closest(el, isSvg))) return null;
  const own = renderedStyleOf(page, el);
  if (!own) return unknownContrast(el, 'its computed style was not recorded (past the bound of recorded elements)');
  const drawnIn = own.box ?? slotBox(page, el, own);
  if (!hasArea(drawnIn) || own.get('visibility') !== 'visible') return null;
  const size = px(own.get('font-size'));
  const weight = px(own.get('font-weight'));
  if (size === null || weight === null) return unknownContrast(el, 'its computed font size was not recorded');
  if (size === 0) return null;
  const large = size >= 24 || (size >= 18.66 && weight >= 700);
  const fill = own.get('-webkit-text-fill-color');
  const fg = parseColour(fill ?? own.get('color'));
  if (!fg) return unknownContrast(el, 'its computed text colour cannot be read');
  if ((fg.alpha ?? 1) === 0) return unknownContrast(el, 'its text colour is transparent: something else (a background clipped to it, an image) paints the text');
  let ink = fg;
  let behind = TRANSPARENT;
  /** The first background image or gradient behind the text, the colours a gradient paints, and what is painted below it. */
  let image: string | null = null;
  let stops: Rgb[] | null = null;
  let under = TRANSPARENT;
  let translucent = false;
  const pseudo = pseudoBackdrops(page);
  // Up the flat tree: a slotted element's backdrop is what its slot is drawn on.
  for (let cur: Element | null = el; cur; cur = flatParent(page, cur)) {
    const s = cur === el ? own : renderedStyleOf(page, cur);
    if (!s) return unknownContrast(el, `the computed style of ${dom.snippet(cur, 40)} was not recorded`);
    const opacity = px(s.get('opacity')) ?? 1;
    if (s.get('display') === 'none' || opacity === 0 || (cur !== el && s.get('content-visibility') === 'hidden')) return null;
    if (visuallyHiddenRendered(s)) return null;
    const filter = s.get('filter');
    const blend = s.get('mix-blend-mode');
    if (filter !== null && filter !== 'none') return unknownContrast(el, `a filter (${filter.slice(0, 40)}) changes its colours`);
    if (blend !== null && blend !== 'normal') return unknownContrast(el, `it is blended with what is behind it (mix-blend-mode: ${blend})`);
    if (opacity < 1) translucent = true;
    const bgImage = s.get('background-image');
    const painted = bgImage !== null && bgImage !== 'none' && !failedImages(page, bgImage) ? bgImage : null;
    if (image !== null) {
      // Over an image, a translucent box fades the text and the image together: not computed.
      if (translucent) return unknownContrast(el, `it is over a background image or gradient (${image.slice(0, 60)}) in a translucent box`);
      if ((under.alpha ?? 1) < 1) {
        if (painted) return unknownContrast(el, `it is over layered background images (${image.slice(0, 40)}, ${painted.slice(0, 40)})`);
        const bg = parseColour(s.get('background-color'));
        if (!bg) return unknownContrast(el, `a background colour behind it (${s.get('background-color')}) cannot be read`);
        under = over(under, bg);
      }
      continue;
    }
    if ((behind.alpha ?? 1) < 1) {
      if (pseudo.has(cur)) return unknownContrast(el, `a ::before or ::after box of ${dom.snippet(cur, 40)} paints a background that may lie behind or over it`);
      if (s.get('background-clip') === 'text') return unknownContrast(el, 'its background is clipped to the text, which it paints');
    }
    const bg = parseColour(s.get('background-color'));
    if (!bg) return unknownContrast(el, `a background colour behind it (${s.get('background-color')}) cannot be read`);
    if ((behind.alpha ?? 1) < 1 && painted) {
      if (translucent) return unknownContrast(el, `it is over a background image or gradient (${painted.slice(0, 60)}) in a translucent box`);
      image = painted;
      stops = gradientColours(painted);
      // A box paints its background colour below its image.
      under = bg;
      continue;
    }
    // Once the backdrop is opaque, backgrounds further up are hidden by it; opacity still fades the whole group.
    ink = fade(over(ink, bg), opacity);
    behind = fade(over(behind, bg), opacity);
  }
  const shadowText = own.get('text-shadow');
  const shadows = shadowText === null || shadowText === 'none' ? [] : parseShadows(shadowText);
  if (shadows === null) return unknownContrast(el, `its text shadow (${shadowText!.slice(0, 40)}) cannot be read`);
  const box = drawnIn;
  const beside = overlapping(page, el, box);
  if (beside) return unknownContrast(el, `${dom.snippet(beside, 50)} is painted over or under it`);
  const doubtOf = (aside: boolean) => (aside ? `its text shadow (${shadowText!.slice(0, 40)}) falls beside the glyphs and changes how legible it is` : null);
  if (image !== null && stops === null) {
    // Pixels can prove that no part of the image gives enough contrast; a shadow's own pixels would blur that proof.
    const bound = shadows.length === 0 ? pixelBound(page, el, box, fg, large) : null;
    if (bound && (bound.highest ?? 0) < 1.1) return null;
    return bound ?? unknownContrast(el, `it is over a background image (${image.slice(0, 60)})`);
  }
  // One backdrop colour, or each colour a gradient paints (over what is below it): the lowest and highest contrast.
  const base = over(under, CANVAS);
  const layers = stops ? stops.map((g) => over(g, base)) : [null];
  let low: { ratio: number; fg: Rgb; bg: Rgb } | null = null;
  let highest = 0;
  let anyAside = false;
  let plain = 0;
  for (const layer of layers) {
    const background = layer ? over(behind, layer) : over(behind, CANVAS);
    const foreground = layer ? over(ink, layer) : over(ink, CANVAS);
    const { backdrop, aside } = shadowBackdrop(shadows, size, background);
    anyAside ||= aside;
    const ratio = wcagContrast(foreground, backdrop);
    plain = Math.max(plain, wcagContrast(foreground, background));
    if (!low || ratio < low.ratio) low = { ratio, fg: foreground, bg: backdrop };
    highest = Math.max(highest, ratio);
  }
  // The same colour as its background is no presentation of text (ACT's assumption): nothing to judge.
  if (highest < 1.1 && plain < 1.1) return null;
  return { known: true, element: el, foreground: hex(low!.fg), background: hex(low!.bg), ratio: low!.ratio, ...(stops ? { highest } : {}), large, doubt: doubtOf(anyAside) };
}
