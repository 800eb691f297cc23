/**
 * Text spacing set in style attributes with !important (WCAG 1.4.12, ACT rules 24afc2, 78fd32,
 * 9e45ec). An important declaration in a style attribute wins over every author stylesheet, so a
 * user's spacing stylesheet cannot widen it: the declared value must already be wide enough.
 *
 * Values are compared with the element's font size. Relative values (em, %, a bare number for
 * line-height) need no font size; absolute ones (px, pt, rem) need the computed font size, read
 * from style attributes on the element and its ancestors (16px by default). A page whose
 * stylesheets set font sizes, or could hide elements, leaves what they decide unknown: such a
 * finding is a warning (needs review), not a failure.
 */
import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { csstree, dom, perPage, type Page, type RuleContext, type Verdict } from '@pagegrade/core';
import { describe, isHidden } from './info.ts';

export type SpacingProperty = 'letter-spacing' | 'word-spacing' | 'line-height';

interface StyleFacts {
  /** The winning declaration of each property in each element's style attribute. */
  declared: Map<Element, Map<string, CssTree.Declaration>>;
  /** Whether the page's stylesheets (not style attributes) set a font size anywhere. */
  sheetsSetFontSize: boolean;
  /** Whether the page's stylesheets could hide elements (display, visibility, content-visibility). */
  sheetsMayHide: boolean;
}

const styleFacts = perPage((page: Page): StyleFacts => {
  const declared = new Map<Element, Map<string, CssTree.Declaration>>();
  let sheetsSetFontSize = false;
  let sheetsMayHide = false;
  for (const sheet of page.stylesheets) {
    if (sheet.origin !== 'style-attribute') {
      const text = sheet.text.toLowerCase();
      if (text.includes('font')) sheetsSetFontSize = true;
      if (text.includes('display') || text.includes('visibility') || text.includes('hidden')) sheetsMayHide = true;
      continue;
    }
    if (!sheet.element || sheet.ast.type !== 'DeclarationList') continue;
    let own = declared.get(sheet.element);
    for (const node of sheet.ast.children) {
      if (node.type !== 'Declaration') continue;
      const prop = node.property.toLowerCase();
      if (!own) declared.set(sheet.element, (own = new Map()));
      const prev = own.get(prop);
      // Later declarations win, except that a normal one never overrides an important one.
      if (!prev || node.important || !prev.important) own.set(prop, node);
    }
  }
  return { declared, sheetsSetFontSize, sheetsMayHide };
});

function valueText(decl: CssTree.Declaration): string {
  return csstree.generate(decl.value).trim().toLowerCase();
}

const LENGTH = /^(-?(?:\d+\.?\d*|\.\d+))(px|pt|rem|em|%|ex|ch)?$/;
const FONT_KEYWORDS: Record<string, number> = { 'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32, 'xxx-large': 48 };

/** The computed font size in px from style attributes, or null when a value cannot be resolved. */
function fontSizePx(facts: StyleFacts, el: Element): number | null {
  const chain: Element[] = [];
  for (let cur: Element | null = el; cur && dom.isElement(cur); cur = cur.parent as Element | null) chain.push(cur);
  let size = 16;
  for (let i = chain.length - 1; i >= 0; i--) {
    const decl = facts.declared.get(chain[i]!)?.get('font-size');
    if (!decl) continue;
    const v = valueText(decl);
    if (v in FONT_KEYWORDS) {
      size = FONT_KEYWORDS[v]!;
      continue;
    }
    const m = LENGTH.exec(v);
    if (!m) return null;
    const n = Number(m[1]);
    switch (m[2]) {
      case 'px':
        size = n;
        break;
      case 'pt':
        size = (n * 4) / 3;
        break;
      case 'rem':
        size = n * 16;
        break;
      case 'em':
        size *= n;
        break;
      case '%':
        size *= n / 100;
        break;
      default:
        return null;
    }
  }
  return size;
}

/**
 * The property's value on `el` as a multiple of el's font size, when the value is declared on
 * `declarer` (el itself or the ancestor el inherits it from): lengths in em and % are computed at
 * the declarer and inherited as lengths, a bare line-height number is inherited as a number.
 * 'unknown' when it cannot be computed without the page's stylesheets.
 */
function ratioOf(property: SpacingProperty, value: string, facts: StyleFacts, declarer: Element, el: Element): number | 'unknown' {
  if (value === 'normal') return property === 'line-height' ? 1.2 : 0;
  const m = LENGTH.exec(value);
  if (!m) return 'unknown';
  const n = Number(m[1]);
  const unit = m[2];
  if (unit === undefined) return property === 'line-height' ? n : n === 0 ? 0 : 'unknown';
  if ((unit === 'em' || unit === '%') && declarer === el) return unit === 'em' ? n : n / 100;
  if (unit === 'ex' || unit === 'ch' || facts.sheetsSetFontSize) return 'unknown';
  const own = fontSizePx(facts, el);
  if (own === null || own <= 0) return 'unknown';
  let px: number;
  if (unit === 'px') px = n;
  else if (unit === 'pt') px = (n * 4) / 3;
  else if (unit === 'rem') px = n * 16;
  else {
    const at = fontSizePx(facts, declarer);
    if (at === null) return 'unknown';
    px = unit === 'em' ? n * at : (n / 100) * at;
  }
  return px / own;
}

/**
 * Whether the element's inline styles, or its ancestors', may keep its text from being seen:
 * positioned off the screen by a negative offset, clipped, transparent or scaled away. Without
 * layout that cannot be settled either way.
 */
function mayBeInvisible(facts: StyleFacts, el: Element): boolean {
  for (let cur: Element | null = el; cur && dom.isElement(cur); cur = cur.parent as Element | null) {
    const decls = facts.declared.get(cur);
    if (!decls) continue;
    const position = decls.get('position');
    if (position && /absolute|fixed/.test(valueText(position))) {
      for (const side of ['top', 'left', 'right', 'bottom']) {
        const d = decls.get(side);
        if (d && valueText(d).startsWith('-')) return true;
      }
    }
    for (const prop of ['clip', 'clip-path', 'transform']) if (decls.has(prop)) return true;
    const opacity = decls.get('opacity');
    if (opacity && Number(valueText(opacity)) === 0) return true;
    const indent = decls.get('text-indent');
    if (indent && valueText(indent).startsWith('-')) return true;
  }
  return false;
}

/** The width in px an element's inline style limits it to (width or max-width), or null. */
function inlineWidthPx(facts: StyleFacts, el: Element): number | null {
  const decls = facts.declared.get(el);
  let best: number | null = null;
  for (const prop of ['width', 'max-width']) {
    const d = decls?.get(prop);
    const m = d ? LENGTH.exec(valueText(d)) : null;
    if (!m) continue;
    const size = fontSizePx(facts, el) ?? 16;
    const px = m[2] === 'px' ? Number(m[1]) : m[2] === 'em' ? Number(m[1]) * size : m[2] === 'rem' ? Number(m[1]) * 16 : null;
    if (px !== null && (best === null || px < best)) best = px;
  }
  return best;
}

function hasTextChild(el: Element): boolean {
  for (const c of el.children) if (dom.isText(c) && !dom.isBlank(c.data)) return true;
  return false;
}

/** Widest line, in px, that a text certainly wraps at: wider than any common desktop viewport. */
const CERTAIN_WRAP_PX = 1920;

/**
 * Whether the element's text wraps onto several lines: 'no' without a break opportunity (one
 * word), 'yes' when even at a narrow 0.4 em per character it is wider than its inline width (or
 * any desktop viewport), else 'unknown' (it depends on the layout).
 */
function wraps(el: Element, facts: StyleFacts): 'yes' | 'no' | 'unknown' {
  const text = dom.normalizeSpace(dom.textContent(el));
  if (!/[\s\u00ad\u200b-]/.test(text)) return 'no';
  if (facts.sheetsSetFontSize) return 'unknown';
  const size = fontSizePx(facts, el) ?? 16;
  const width = Math.min(CERTAIN_WRAP_PX, inlineWidthPx(facts, el) ?? CERTAIN_WRAP_PX);
  // Few fonts average under 0.4 em per character: a text longer than that at this width wraps.
  return text.length * size * 0.4 > width ? 'yes' : 'unknown';
}

/**
 * Reports every element with text whose `property` comes from an important style-attribute
 * declaration (its own, or inherited from an ancestor's) and is below `min` × its font size.
 */
export function checkImportantSpacing(ctx: RuleContext, property: SpacingProperty, min: number): Verdict | void {
  const facts = styleFacts(ctx.page);
  let checked = 0;
  for (const [declarer, decls] of facts.declared) {
    const decl = decls.get(property);
    if (!decl || !decl.important) continue;
    const value = valueText(decl);
    // The declarer and the descendants that inherit from it: a descendant declaring the property
    // itself starts its own subtree (each element is judged once, from its nearest declaration).
    const stack: Element[] = [declarer];
    while (stack.length) {
      const el = stack.pop()!;
      if (el !== declarer && facts.declared.get(el)?.has(property)) continue;
      if (isHidden(ctx.page, el)) continue;
      for (let i = el.children.length - 1; i >= 0; i--) {
        const c = el.children[i]!;
        if (dom.isElement(c)) stack.push(c);
      }
      if (!hasTextChild(el)) continue;
      if (property === 'line-height' && wraps(el, facts) === 'no') continue;
      checked++;
      const ratio = ratioOf(property, value, facts, declarer, el);
      if (ratio !== 'unknown' && ratio >= min) continue;
      if (property === 'line-height' && wraps(el, facts) === 'unknown') {
        ctx.warn(el, () => `${describe(el, 60)} has line-height: ${value} !important; whether its text wraps onto several lines depends on the layout.`);
        continue;
      }
      report(ctx, el, property, value, ratio, min, facts);
    }
  }
  if (checked === 0) return ctx.notApplicable(`No element with text has ${property} set with !important in a style attribute.`);
  return undefined;
}

function report(ctx: RuleContext, el: Element, property: SpacingProperty, value: string, ratio: number | 'unknown', min: number, facts: StyleFacts): void {
  if (ratio === 'unknown') {
    ctx.warn(el, () => `${describe(el, 60)} sets ${property}: ${value} !important, which cannot be compared with its font size without the page's layout.`);
    return;
  }
  const msg = () => `${describe(el, 60)} sets ${property}: ${value} !important, ${ratio.toFixed(2)} times its font size (at least ${min} needed); users cannot widen it.`;
  // Stylesheets that may hide the element, or inline styles that may move it out of sight,
  // decide whether it shows any text at all.
  if (facts.sheetsMayHide || mayBeInvisible(facts, el)) ctx.warn(el, msg);
  else ctx.report(el, msg);
}
