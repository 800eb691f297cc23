/**
 * Text spacing set in style attributes with !important (WCAG 1.4.12, ACT rules 24afc2, 78fd32,
 * 9e45ec). An important declaration in a style attribute wins over every author stylesheet, so a
 * user's spacing stylesheet cannot widen it: the declared value must already be wide enough.
 *
 * The values compared are the resolved ones (`styleOf`): the spacing and the font size after the
 * cascade of the page's style sheets, style attributes and the browser's defaults, with em, % and
 * inherited values computed as CSS does. A value the resolver cannot know (a missing style sheet,
 * a media query about the viewport) leaves the finding for review, as does an element whose
 * visibility the styles leave open.
 */
import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { csstree, dom, perPage, styleOf, type Page, type RuleContext, type Verdict } from '@pagegrade/core';
import { hiddenState } from '@pagegrade/core/a11y';
import { describe, HIDDEN_UNKNOWN_REASON } from './info.ts';

export type SpacingProperty = 'letter-spacing' | 'word-spacing' | 'line-height';

interface StyleFacts {
  /** The winning declaration of each property in each element's style attribute. */
  declared: Map<Element, Map<string, CssTree.Declaration>>;
}

const styleFacts = perPage((page: Page): StyleFacts => {
  const declared = new Map<Element, Map<string, CssTree.Declaration>>();
  for (const sheet of page.stylesheets) {
    if (sheet.origin !== 'style-attribute' || !sheet.element || sheet.ast.type !== 'DeclarationList') continue;
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
  return { declared };
});

function valueText(decl: CssTree.Declaration): string {
  return csstree.generate(decl.value).trim().toLowerCase();
}

const LENGTH = /^(-?(?:\d+\.?\d*|\.\d+))(px|pt|rem|em|%|ex|ch)?$/;

/** Values that take the parent's value rather than declaring one: the element then has no spacing of its own to judge. */
const DEFERS = new Set(['inherit', 'unset', 'revert', 'revert-layer']);

/** The property's resolved value on `el` as a multiple of its font size, or 'unknown'. */
function ratioOf(page: Page, property: SpacingProperty, el: Element): number | 'unknown' {
  const s = styleOf(page, el);
  const size = s.fontSize;
  if (size === null || size <= 0) return 'unknown';
  if (property === 'line-height') {
    // The used value of normal depends on the font; about 1.2 in common fonts, never near 1.5.
    if (s.lineHeight === 'normal') return 1.2;
    return s.lineHeight === null ? 'unknown' : s.lineHeight / size;
  }
  const v = property === 'letter-spacing' ? s.letterSpacing : s.wordSpacing;
  return v === null ? 'unknown' : v / size;
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

/** An offset beyond which no text box reaches back into the page. */
const OFF_SCREEN_PX = 5000;

/**
 * Whether the element's inline styles, or an ancestor's, place it far above or left of the page
 * (position absolute or fixed with top or left below -5000px), against the page itself (no
 * positioned ancestor in between): its text is never visible, whatever the layout.
 */
function offScreen(page: Page, facts: StyleFacts, el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parent && dom.isElement(cur.parent) ? cur.parent : null) {
    const decls = facts.declared.get(cur);
    const position = styleOf(page, cur).position;
    if (position === null) return false;
    if (position === 'static') continue;
    if (position !== 'absolute' && position !== 'fixed') return false;
    const size = styleOf(page, cur).fontSize;
    for (const side of ['top', 'left']) {
      const d = decls?.get(side);
      const m = d ? LENGTH.exec(valueText(d)) : null;
      if (!m || size === null) continue;
      const n = Number(m[1]);
      const px = m[2] === 'px' ? n : m[2] === 'em' ? n * size : m[2] === 'rem' ? n * 16 : null;
      if (px !== null && px < -OFF_SCREEN_PX && containedByPage(page, cur, position)) return true;
    }
    return false;
  }
  return false;
}

/** Whether a positioned element's containing block is the page's: fixed, or absolute without a positioned ancestor. */
function containedByPage(page: Page, el: Element, position: string): boolean {
  if (position === 'fixed') return true;
  for (let cur = el.parent; cur && dom.isElement(cur); cur = cur.parent) if (styleOf(page, cur).position !== 'static') return false;
  return true;
}

/** The width in px an element's inline style sets (`width`) or limits it to (`max-width`), or null. */
function inlineWidthPx(facts: StyleFacts, el: Element, size: number, props: readonly string[]): number | null {
  const decls = facts.declared.get(el);
  let best: number | null = null;
  for (const prop of props) {
    const d = decls?.get(prop);
    const m = d ? LENGTH.exec(valueText(d)) : null;
    if (!m) continue;
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
 * word) or when even at a wide 0.7 em per character it fits the width its style attribute sets,
 * 'yes' when even at a narrow 0.4 em per character it is wider than its inline width (or any
 * desktop viewport), else 'unknown' (it depends on the layout).
 */
function wraps(page: Page, el: Element, facts: StyleFacts): 'yes' | 'no' | 'unknown' {
  const text = dom.normalizeSpace(dom.textContent(el));
  if (!/[\s\u00ad\u200b-]/.test(text)) return 'no';
  const size = styleOf(page, el).fontSize;
  if (size === null) return 'unknown';
  const fixed = inlineWidthPx(facts, el, size, ['width']);
  // Few fonts average over 0.7 em per character: a shorter text fits a box of fixed width.
  if (fixed !== null && text.length * size * 0.7 <= fixed) return 'no';
  const width = Math.min(CERTAIN_WRAP_PX, inlineWidthPx(facts, el, size, ['width', 'max-width']) ?? CERTAIN_WRAP_PX);
  // Few fonts average under 0.4 em per character: a text longer than that at this width wraps.
  return text.length * size * 0.4 > width ? 'yes' : 'unknown';
}

/**
 * Reports every element with text whose `property` comes from an important style-attribute
 * declaration (its own, or inherited from an ancestor's) and is below `min` × its font size.
 */
export function checkImportantSpacing(ctx: RuleContext, property: SpacingProperty, min: number): Verdict | void {
  const page = ctx.page;
  const facts = styleFacts(page);
  let checked = 0;
  for (const [declarer, decls] of facts.declared) {
    const decl = decls.get(property);
    if (!decl || !decl.important) continue;
    const value = valueText(decl);
    if (DEFERS.has(value)) continue;
    // The declarer and the descendants that inherit from it: a descendant declaring the property
    // itself starts its own subtree (each element is judged once, from its nearest declaration).
    const stack: Element[] = [declarer];
    while (stack.length) {
      const el = stack.pop()!;
      if (el !== declarer && facts.declared.get(el)?.has(property)) continue;
      const hidden = hiddenState(page, el);
      // display:none hides the whole subtree; a hidden visibility can be undone by a descendant.
      if (hidden === true && !mayShowDescendants(page, el)) continue;
      for (let i = el.children.length - 1; i >= 0; i--) {
        const c = el.children[i]!;
        if (dom.isElement(c)) stack.push(c);
      }
      if (hidden === true || !hasTextChild(el) || offScreen(page, facts, el)) continue;
      if (property === 'line-height' && wraps(page, el, facts) === 'no') continue;
      checked++;
      const ratio = ratioOf(page, property, el);
      if (ratio !== 'unknown' && ratio >= min) continue;
      if (property === 'line-height' && wraps(page, el, facts) === 'unknown') {
        ctx.warn(el, () => `${describe(el, 60)} has line-height: ${value} !important; whether its text wraps onto several lines depends on the layout.`);
        continue;
      }
      report(ctx, el, property, value, ratio, min, facts, hidden);
    }
  }
  if (checked === 0) return ctx.notApplicable(`No element with visible text has ${property} set with !important in a style attribute.`);
  return undefined;
}

/** Whether a hidden element's descendants may still be shown (it is hidden only by its visibility). */
function mayShowDescendants(page: Page, el: Element): boolean {
  return el.attribs['aria-hidden'] === undefined && styleOf(page, el).display !== 'none' && styleOf(page, el).visibility !== 'visible';
}

function report(ctx: RuleContext, el: Element, property: SpacingProperty, value: string, ratio: number | 'unknown', min: number, facts: StyleFacts, hidden: boolean | null): void {
  if (ratio === 'unknown') {
    ctx.warn(el, () => `${describe(el, 60)} sets ${property}: ${value} !important, which cannot be compared with its font size: the styles that decide it cannot be resolved statically.`);
    return;
  }
  const msg = () => `${describe(el, 60)} sets ${property}: ${value} !important, ${ratio.toFixed(2)} times its font size (at least ${min} needed); users cannot widen it.`;
  // Styles that cannot be resolved may hide the element, and inline styles may move it out of
  // sight: either decides whether it shows any text at all.
  if (hidden === null) ctx.warn(el, () => `${msg()} (Needs review: ${HIDDEN_UNKNOWN_REASON}.)`);
  else if (mayBeInvisible(facts, el) || transparent(ctx.page, el)) ctx.warn(el, msg);
  else ctx.report(el, msg);
}

/** Whether the element or an ancestor is fully transparent, or may be (unknown opacity). */
function transparent(page: Page, el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parent && dom.isElement(cur.parent) ? cur.parent : null) {
    const o = styleOf(page, cur).opacity;
    if (o === null || o === 0) return true;
  }
  return false;
}
