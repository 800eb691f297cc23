import { SLOTS, type Cascaded } from './properties.ts';

/**
 * An element's resolved style, for the properties of STYLE_PROPERTIES: the cascaded value, or the
 * inherited or initial one, with `var()` substituted and lengths in CSS pixels where they do not
 * depend on layout. `null` means unknown: the value depends on a media query about the viewport,
 * an at-rule, a selector or a function (calc(), viewport units …) this cannot decide, or on a
 * style sheet missing from the snapshot. A rule reads `null` as "needs review", never as a default.
 */
export interface ComputedStyle {
  display: string | null;
  visibility: string | null;
  contentVisibility: string | null;
  /** This element's own opacity, 0–1 (not multiplied by its ancestors'). */
  opacity: number | null;
  position: string | null;
  /** The text colour as written (`currentcolor` resolved), for a colour parser to read. */
  color: string | null;
  backgroundColor: string | null;
  /** `none`, or the image value (url(), a gradient …). */
  backgroundImage: string | null;
  /** px */
  fontSize: number | null;
  /** 1–1000 */
  fontWeight: number | null;
  /** px, or `normal` (the font's own spacing, about 1.2 × the font size). */
  lineHeight: number | 'normal' | null;
  /** px */
  letterSpacing: number | null;
  /** px */
  wordSpacing: number | null;
  /** visible, hidden, clip, scroll or auto. */
  overflowX: string | null;
  overflowY: string | null;
  /**
   * This element's own text-decoration-line (`none`, or the lines, e.g. `underline`). It does not
   * inherit; an ancestor's decoration is still drawn across the text of its inline descendants.
   */
  textDecorationLine: string | null;
  /**
   * The declared width and height (`auto` when none; a length, percentage, calc() … as written)
   * and aspect-ratio (`auto`, or as written): whether a size is set, not the size laid out.
   */
  width: string | null;
  height: string | null;
  aspectRatio: string | null;
  /** How a replaced element's content fills its box: fill, contain, cover, none or scale-down. */
  objectFit: string | null;
  /** Painting effects, as written (lower case): `none` (`normal` for the blend mode, `auto` for clip) when not set. text-shadow inherits. */
  textShadow: string | null;
  filter: string | null;
  backdropFilter: string | null;
  mixBlendMode: string | null;
  /** clip (absolutely positioned boxes) and clip-path, as written. */
  clip: string | null;
  clipPath: string | null;
  /** px (inherits); null for a percentage, which depends on layout. */
  textIndent: number | null;
  /** border-box, padding-box, content-box or text (-webkit-background-clip included). */
  backgroundClip: string | null;
  /** -webkit-text-fill-color as written (inherits); `currentcolor` when not set, i.e. the text colour. */
  textFillColor: string | null;
  /** The left and top offsets of a positioned box, in px; `auto` when not set; null when they depend on layout (%, calc()) or are unknown. */
  left: number | 'auto' | null;
  top: number | 'auto' | null;
  /** normal, pre, nowrap, pre-wrap, pre-line or break-spaces (inherits). */
  whiteSpace: string | null;
  /** Custom properties in effect (inherited), `null` where unknown. */
  readonly custom: ReadonlyMap<string, string | null>;
  /** How line-height inherits: a number inherits as a factor, a length as a length. */
  readonly lineHeightSpec: { factor: number } | { px: number } | 'normal' | null;
  /** The root element's font size, which rem lengths are against. */
  readonly rootFontSize: number | null;
}

const ROOT_FONT_SIZE = 16;

/** The initial values (CSS 2 and the properties' specs), in a light colour scheme. */
const INITIAL: ComputedStyle = {
  display: 'inline',
  visibility: 'visible',
  contentVisibility: 'visible',
  opacity: 1,
  position: 'static',
  color: 'rgb(0, 0, 0)',
  backgroundColor: 'transparent',
  backgroundImage: 'none',
  fontSize: ROOT_FONT_SIZE,
  fontWeight: 400,
  lineHeight: 'normal',
  letterSpacing: 0,
  wordSpacing: 0,
  width: 'auto',
  height: 'auto',
  aspectRatio: 'auto',
  objectFit: 'fill',
  overflowX: 'visible',
  overflowY: 'visible',
  textDecorationLine: 'none',
  textShadow: 'none',
  filter: 'none',
  backdropFilter: 'none',
  mixBlendMode: 'normal',
  clip: 'auto',
  clipPath: 'none',
  textIndent: 0,
  backgroundClip: 'border-box',
  textFillColor: 'currentcolor',
  left: 'auto',
  top: 'auto',
  whiteSpace: 'normal',
  custom: new Map(),
  lineHeightSpec: 'normal',
  rootFontSize: ROOT_FONT_SIZE,
};

const UNKNOWN: ComputedStyle = {
  display: null,
  visibility: null,
  contentVisibility: null,
  opacity: null,
  position: null,
  color: null,
  backgroundColor: null,
  backgroundImage: null,
  fontSize: null,
  fontWeight: null,
  lineHeight: null,
  letterSpacing: null,
  wordSpacing: null,
  width: null,
  height: null,
  aspectRatio: null,
  objectFit: null,
  overflowX: null,
  overflowY: null,
  textDecorationLine: null,
  textShadow: null,
  filter: null,
  backdropFilter: null,
  mixBlendMode: null,
  clip: null,
  clipPath: null,
  textIndent: null,
  backgroundClip: null,
  textFillColor: null,
  left: null,
  top: null,
  whiteSpace: null,
  custom: new Map(),
  lineHeightSpec: null,
  rootFontSize: null,
};

const FONT_SIZE_KEYWORDS: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
  'xxx-large': 48,
};

/** Absolute length units in px. */
const ABSOLUTE: Record<string, number> = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };

/** What a declared value means once `var()` is substituted: a value, unknown, or "as if unset". */
type Specified = string | null | undefined;

/** A declared value once var() is substituted: the value, unknown (null), or none (undefined: inherit or initial). */
const INHERIT = 'inherit';
const INITIAL_KEYWORD = 'initial';

function specified(raw: string | null | undefined, custom: ReadonlyMap<string, string | null>): Specified {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '?') return null;
  const value = raw.includes('var(') ? substitute(raw, custom, 0) : raw;
  if (value === null || value === undefined) return value;
  const v = value.trim().toLowerCase();
  if (v === 'unset') return undefined;
  // revert goes back to the browser's own style, which this resolves only through the cascade.
  if (v === 'revert' || v === 'revert-layer') return null;
  return v;
}

/** The value of a property that inherits, or of one that does not, from its specified value. */
function inheritedValue<K extends keyof ComputedStyle>(s: Specified, key: K, inherited: ComputedStyle, inherits: boolean): ComputedStyle[K] | null | typeof PARSE {
  if (s === null) return null;
  if (s === INHERIT || (s === undefined && inherits)) return inherited[key];
  if (s === INITIAL_KEYWORD || s === undefined) return INITIAL[key];
  return PARSE;
}

/** Marks a specified value that the property's own parser reads. */
const PARSE: unique symbol = Symbol('parse');

const KEYWORD = /^[a-z-]+$/;
const DISPLAY = /^[a-z-]+(\s+[a-z-]+)*$/;

/**
 * The style of one element from its cascaded values and its parent's style (none for the root).
 * `cascaded` is null when nothing about the element's style can be known.
 */
export function computeStyle(cascaded: Cascaded | null, parent: ComputedStyle | null): ComputedStyle {
  if (cascaded === null) return UNKNOWN;
  const inherited = parent ?? INITIAL;
  // rem is against the root element's font size; the root's own against the initial size.
  const remPx = parent ? parent.rootFontSize : ROOT_FONT_SIZE;
  const custom = customProperties(cascaded.custom, inherited.custom);
  const values = cascaded.values;
  let s: Specified;
  let r: unknown;

  s = specified(values[SLOTS.display], custom);
  r = inheritedValue(s, 'display', inherited, false);
  const display = (r === PARSE ? (DISPLAY.test(s!) ? s! : null) : r) as string | null;
  s = specified(values[SLOTS.visibility], custom);
  r = inheritedValue(s, 'visibility', inherited, true);
  const visibility = (r === PARSE ? (KEYWORD.test(s!) ? s! : null) : r) as string | null;
  s = specified(values[SLOTS['content-visibility']], custom);
  r = inheritedValue(s, 'contentVisibility', inherited, false);
  const contentVisibility = (r === PARSE ? (KEYWORD.test(s!) ? s! : null) : r) as string | null;
  s = specified(values[SLOTS.opacity], custom);
  r = inheritedValue(s, 'opacity', inherited, false);
  const opacity = (r === PARSE ? opacityOf(s!) : r) as number | null;
  s = specified(values[SLOTS.position], custom);
  r = inheritedValue(s, 'position', inherited, false);
  const position = (r === PARSE ? (KEYWORD.test(s!) ? s! : null) : r) as string | null;
  s = specified(values[SLOTS.color], custom);
  r = inheritedValue(s, 'color', inherited, true);
  const color = (r === PARSE ? (s === 'currentcolor' ? inherited.color : s!) : r) as string | null;
  s = specified(values[SLOTS['background-color']], custom);
  r = inheritedValue(s, 'backgroundColor', inherited, false);
  const backgroundColor = (r === PARSE ? (s === 'currentcolor' ? color : s!) : r) as string | null;
  s = specified(values[SLOTS['background-image']], custom);
  r = inheritedValue(s, 'backgroundImage', inherited, false);
  const backgroundImage = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['font-size']], custom);
  r = inheritedValue(s, 'fontSize', inherited, true);
  const fontSize = (r === PARSE ? fontSizePx(s!, inherited.fontSize, remPx) : r) as number | null;
  s = specified(values[SLOTS['font-weight']], custom);
  r = inheritedValue(s, 'fontWeight', inherited, true);
  const fontWeight = (r === PARSE ? weight(s!, inherited.fontWeight) : r) as number | null;
  s = specified(values[SLOTS['line-height']], custom);
  r = inheritedValue(s, 'lineHeightSpec', inherited, true);
  const lineHeightSpec = (r === PARSE ? lineHeightOf(s!, fontSize, remPx) : r) as ComputedStyle['lineHeightSpec'];
  s = specified(values[SLOTS['letter-spacing']], custom);
  r = inheritedValue(s, 'letterSpacing', inherited, true);
  const letterSpacing = (r === PARSE ? (s === 'normal' ? 0 : lengthPx(s!, fontSize, remPx)) : r) as number | null;
  s = specified(values[SLOTS['word-spacing']], custom);
  r = inheritedValue(s, 'wordSpacing', inherited, true);
  const wordSpacing = (r === PARSE ? (s === 'normal' ? 0 : lengthPx(s!, fontSize, remPx)) : r) as number | null;

  s = specified(values[SLOTS['overflow-x']], custom);
  r = inheritedValue(s, 'overflowX', inherited, false);
  const overflowX = (r === PARSE ? overflowOf(s!) : r) as string | null;
  s = specified(values[SLOTS['overflow-y']], custom);
  r = inheritedValue(s, 'overflowY', inherited, false);
  const overflowY = (r === PARSE ? overflowOf(s!) : r) as string | null;
  s = specified(values[SLOTS['text-decoration-line']], custom);
  r = inheritedValue(s, 'textDecorationLine', inherited, false);
  const textDecorationLine = (r === PARSE ? decorationLineOf(s!) : r) as string | null;
  s = specified(values[SLOTS.width], custom);
  r = inheritedValue(s, 'width', inherited, false);
  const width = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS.height], custom);
  r = inheritedValue(s, 'height', inherited, false);
  const height = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['aspect-ratio']], custom);
  r = inheritedValue(s, 'aspectRatio', inherited, false);
  const aspectRatio = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['object-fit']], custom);
  r = inheritedValue(s, 'objectFit', inherited, false);
  const objectFit = (r === PARSE ? (KEYWORD.test(s!) ? s! : null) : r) as string | null;

  s = specified(values[SLOTS['text-shadow']], custom);
  r = inheritedValue(s, 'textShadow', inherited, true);
  const textShadow = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS.filter], custom);
  r = inheritedValue(s, 'filter', inherited, false);
  const filter = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['backdrop-filter']], custom);
  r = inheritedValue(s, 'backdropFilter', inherited, false);
  const backdropFilter = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['mix-blend-mode']], custom);
  r = inheritedValue(s, 'mixBlendMode', inherited, false);
  const mixBlendMode = (r === PARSE ? (KEYWORD.test(s!) ? s! : null) : r) as string | null;
  s = specified(values[SLOTS.clip], custom);
  r = inheritedValue(s, 'clip', inherited, false);
  const clip = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['clip-path']], custom);
  r = inheritedValue(s, 'clipPath', inherited, false);
  const clipPath = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['text-indent']], custom);
  r = inheritedValue(s, 'textIndent', inherited, true);
  const textIndent = (r === PARSE ? lengthPx(s!.split(/\s+/)[0]!, fontSize, remPx) : r) as number | null;
  s = specified(values[SLOTS['background-clip']], custom);
  r = inheritedValue(s, 'backgroundClip', inherited, false);
  const backgroundClip = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS['-webkit-text-fill-color']], custom);
  r = inheritedValue(s, 'textFillColor', inherited, true);
  const textFillColor = (r === PARSE ? s! : r) as string | null;
  s = specified(values[SLOTS.left], custom);
  r = inheritedValue(s, 'left', inherited, false);
  const left = (r === PARSE ? (s === 'auto' ? 'auto' : lengthPx(s!, fontSize, remPx)) : r) as number | 'auto' | null;
  s = specified(values[SLOTS.top], custom);
  r = inheritedValue(s, 'top', inherited, false);
  const top = (r === PARSE ? (s === 'auto' ? 'auto' : lengthPx(s!, fontSize, remPx)) : r) as number | 'auto' | null;

  s = specified(values[SLOTS['white-space']], custom);
  r = inheritedValue(s, 'whiteSpace', inherited, true);
  const whiteSpace = (r === PARSE ? (WHITE_SPACE.has(s!) ? s! : null) : r) as string | null;

  const lineHeight = lineHeightSpec === null ? null : lineHeightSpec === 'normal' ? 'normal' : 'px' in lineHeightSpec ? lineHeightSpec.px : fontSize === null ? null : lineHeightSpec.factor * fontSize;
  const rootFontSize = parent ? parent.rootFontSize : fontSize;
  return { display, visibility, contentVisibility, opacity, position, color, backgroundColor, backgroundImage, fontSize, fontWeight, lineHeight, letterSpacing, wordSpacing, overflowX, overflowY, textDecorationLine, width, height, aspectRatio, objectFit, textShadow, filter, backdropFilter, mixBlendMode, clip, clipPath, textIndent, backgroundClip, textFillColor, left, top, whiteSpace, custom, lineHeightSpec, rootFontSize };
}

const OVERFLOW = new Set(['visible', 'hidden', 'clip', 'scroll', 'auto']);

/** An overflow keyword; `overlay`, a legacy alias, behaves as auto. */
const WHITE_SPACE = new Set(['normal', 'pre', 'nowrap', 'pre-wrap', 'pre-line', 'break-spaces']);

function overflowOf(v: string): string | null {
  if (v === 'overlay') return 'auto';
  return OVERFLOW.has(v) ? v : null;
}

const DECORATION_LINES = new Set(['underline', 'overline', 'line-through', 'blink', 'spelling-error', 'grammar-error']);

/** `none`, or the decoration lines in a canonical order (`underline overline`). */
function decorationLineOf(v: string): string | null {
  if (v === 'none') return 'none';
  const parts = v.split(/\s+/);
  if (!parts.every((p) => DECORATION_LINES.has(p))) return null;
  return [...DECORATION_LINES].filter((l) => parts.includes(l)).join(' ');
}

function opacityOf(v: string): number | null {
  const percent = v.endsWith('%') ? number(v.slice(0, -1)) : null;
  const n = percent !== null ? percent / 100 : number(v);
  return n === null ? null : Math.min(1, Math.max(0, n));
}

function lineHeightOf(v: string, fontSize: number | null, remPx: number | null): ComputedStyle['lineHeightSpec'] {
  if (v === 'normal') return 'normal';
  const n = number(v);
  if (n !== null) return { factor: n };
  if (v.endsWith('%')) {
    const p = number(v.slice(0, -1));
    return p === null || fontSize === null ? null : { px: (p / 100) * fontSize };
  }
  const px = lengthPx(v, fontSize, remPx);
  return px === null ? null : { px };
}

/** The element's custom properties: the parent's, with its own declarations over them (shared when it has none). */
function customProperties(declared: Cascaded['custom'], inherited: ReadonlyMap<string, string | null>): ReadonlyMap<string, string | null> {
  if (declared === null) return inherited;
  let own: Map<string, string | null> | null = null;
  for (const [property, value] of declared) {
    own ??= new Map(inherited);
    const v = value === null ? null : value.trim().toLowerCase();
    if (v === 'initial' || v === 'unset' || v === '') own.delete(property);
    else if (v !== 'inherit') own.set(property, value);
  }
  return own ?? inherited;
}

/**
 * Substitutes `var(--name, fallback)`: null when a variable is unknown, undefined when one is
 * missing without a fallback or the references loop (the property is then "invalid at computed-value
 * time" and behaves as unset).
 */
function substitute(value: string, custom: ReadonlyMap<string, string | null>, depth: number): Specified {
  if (depth > 16) return undefined;
  let out = '';
  let i = 0;
  for (;;) {
    const at = value.indexOf('var(', i);
    if (at < 0) return out + value.slice(i);
    out += value.slice(i, at);
    let level = 1;
    let j = at + 4;
    for (; j < value.length && level > 0; j++) {
      if (value[j] === '(') level++;
      else if (value[j] === ')') level--;
    }
    if (level > 0) return null;
    const inner = value.slice(at + 4, j - 1);
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const fallback = comma < 0 ? undefined : inner.slice(comma + 1);
    let replacement: Specified;
    if (custom.has(name)) {
      const v = custom.get(name)!;
      replacement = v === null ? null : substitute(v, custom, depth + 1);
    } else replacement = fallback === undefined ? undefined : substitute(fallback, custom, depth + 1);
    if (replacement === null || replacement === undefined) return replacement;
    out += replacement;
    i = j;
  }
}

function number(v: string): number | null {
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(v) ? Number(v) : null;
}

/** A length in px; em against `fontSize`, rem against `remPx`; null for units that depend on layout or the font. */
function lengthPx(v: string, fontSize: number | null, remPx: number | null): number | null {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))([a-z]*)$/.exec(v);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!;
  if (unit === '') return n === 0 ? 0 : null;
  if (unit in ABSOLUTE) return n * ABSOLUTE[unit]!;
  if (unit === 'em') return fontSize === null ? null : n * fontSize;
  if (unit === 'rem') return remPx === null ? null : n * remPx;
  return null;
}

function fontSizePx(v: string, parent: number | null, remPx: number | null): number | null {
  if (v in FONT_SIZE_KEYWORDS) return FONT_SIZE_KEYWORDS[v]!;
  if (v === 'smaller') return parent === null ? null : parent / 1.2;
  if (v === 'larger') return parent === null ? null : parent * 1.2;
  if (v.endsWith('%')) {
    const p = number(v.slice(0, -1));
    return p === null || parent === null ? null : (p / 100) * parent;
  }
  return lengthPx(v, parent, remPx);
}

function weight(v: string, parent: number | null): number | null {
  if (v === 'normal') return 400;
  if (v === 'bold') return 700;
  if (v === 'bolder' || v === 'lighter') {
    if (parent === null) return null;
    // CSS Fonts 4, §2.2: the relative weights.
    if (v === 'bolder') return parent < 350 ? 400 : parent < 550 ? 700 : 900;
    return parent < 550 ? 100 : parent < 750 ? 400 : 700;
  }
  const n = number(v);
  return n !== null && n >= 1 && n <= 1000 ? n : null;
}
