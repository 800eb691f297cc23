import { cssDecls, cssListHead, csstree, defineRule, mediaApplies, selectorText, splitSelectorList, styleResolver, type CssDecl, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { compile } from 'css-select';
import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { inTabOrder } from '../lib/focus.ts';

/**
 * ACT oj04fd: each element in sequential focus navigation looks different when it is focused.
 *
 * The browser draws a focus ring around an element focused from the keyboard (its style sheet's
 * `:focus-visible { outline: auto }`), so an element passes on that look unless the page's styles
 * take the outline away. It fails on proof only: an author declaration removes the outline of the
 * focused element (`outline: none`, `outline-style: none`, `outline-width: 0`), no style rule for
 * a focus state (`:focus`, `:focus-visible`, `:focus-within`) draws anything else anywhere on the
 * page, and no script reacts to focus (a focus or blur handler may paint an indicator elsewhere,
 * as the rule's examples do). Anything the page may change on focus is left for review.
 */

/** The pseudo-classes of a focused element (and of its ancestors, for :focus-within). */
const FOCUS_STATE = /:focus(?:-visible|-within)?(?![-\w])/gi;
/** Markup and script that react to focus: handlers, listeners, `.focus()` calls that move it. */
const FOCUS_ATTRIBUTES = ['onfocus', 'onblur', 'onfocusin', 'onfocusout'];
const FOCUS_SCRIPT = /\b(?:focus(?:in|out)?|blur)\b/i;

/** Whether a declaration takes the outline away: no style, or no width. */
function removesOutline(property: string, value: string): boolean {
  const tokens = value.trim().toLowerCase().split(/\s+/);
  const zero = (t: string) => /^0(?:px|em|rem)?$/.test(t);
  if (property === 'outline') return tokens.some((t) => t === 'none' || t === 'hidden' || zero(t));
  if (property === 'outline-style') return tokens[0] === 'none' || tokens[0] === 'hidden';
  if (property === 'outline-width') return tokens.length === 1 && zero(tokens[0]!);
  return false;
}

/** Tags focusable by their own semantics (see lib/focus.ts); with tabindex and contenteditable, every candidate for the focus order. */
const FOCUSABLE_TAGS = ['a', 'area', 'button', 'input', 'select', 'textarea', 'iframe', 'summary', 'audio', 'video'];

/** Whether a rule's media is certainly or maybe that of a screen: null when it cannot be told. */
function onScreen(media: string | null): boolean | null {
  if (media === null) return true;
  const applies = mediaApplies(media);
  return applies === 'unknown' ? null : applies === 'yes';
}

/**
 * A test of whether one selector reaches an element while it is focused from the keyboard: its
 * focus-state pseudo-classes hold (they are taken out before matching), and `:not(:focus-visible)`,
 * which keyboard focus never matches, makes it miss. Null when the selector cannot be read.
 * Compiled once per selector: a page may have many elements in its focus order.
 */
function focusedMatcher(selector: string): ((el: Element) => boolean) | null {
  if (/:not\(\s*:focus-visible\s*\)/i.test(selector)) return () => false;
  const atRest = selector.replace(FOCUS_STATE, ':is(*)');
  try {
    return compile<Element, Element>(atRest);
  } catch {
    return null;
  }
}

/** The selector of a style rule of the page for a focus state that draws something besides taking the outline away, or null. */
function drawnOnFocusAnywhere(page: Page): string | null {
  for (const sheet of page.stylesheets) {
    // A sheet whose text never names a focus state has no such rule: its selectors are not generated.
    if (sheet.origin === 'style-attribute' || !/:focus/i.test(sheet.text)) continue;
    const found = drawnOnFocus(sheet.ast as CssTree.CssNode, 0);
    if (found) return found;
  }
  return null;
}

/** The selector of the first rule (top level or in an at-rule block) that names a focus state and declares something other than an outline removal. */
function drawnOnFocus(node: CssTree.CssNode, depth: number): string | null {
  if (depth > 20) return null;
  const list = (node as unknown as { children?: CssTree.List<CssTree.CssNode> | null }).children;
  for (let item = cssListHead(list); item; item = item.next) {
    const child = item.data;
    if (child.type === 'Rule') {
      const selector = csstree.generate(child.prelude);
      if (!/:focus/i.test(selector)) continue;
      const parts = splitSelectorList(selector).filter((s) => /:focus/i.test(s) && !/:not\(\s*:focus-visible\s*\)/i.test(s));
      if (parts.length === 0) continue;
      for (let d = cssListHead(child.block.children); d; d = d.next) {
        const decl = d.data;
        if (decl.type !== 'Declaration') continue;
        const property = decl.property.toLowerCase();
        const value = csstree.generate(decl.value);
        if (!removesOutline(property, value)) return selector.slice(0, 80);
      }
    } else if (child.type === 'Atrule' && child.block) {
      const inner = drawnOnFocus(child.block, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/** Why a script may change the page when focus moves, or null. */
function focusScript(page: Page): string | null {
  for (const name of FOCUS_ATTRIBUTES) {
    const el = page.index.byAttribute.get(name)?.[0];
    if (el) return `<${el.name}> has an ${name} handler`;
  }
  for (const s of page.scripts) {
    const text = s.text.length > 500_000 ? s.text.slice(0, 500_000) : s.text;
    if (FOCUS_SCRIPT.test(text)) return 'a page script handles focus or blur';
  }
  return null;
}

export default defineRule({
  id: 'accessibility/focus-visible',
  dimension: 'accessibility',
  title: 'Focused elements show that they have focus',
  failureTitle: 'Some elements look the same whether they have keyboard focus or not',
  description:
    'Looks at every element keyboard users reach with Tab (focusable, no negative tabindex, not hidden). The browser draws a focus ring around the element focused from the keyboard; the element passes on that, unless an author declaration that reaches it while it is focused takes the outline away (outline: none or 0, outline-style: none, outline-width: 0, from a rule for the element or its focus state, or its style attribute). ' +
    'Such an element fails only when nothing else may show focus: no style rule for a focus state (:focus, :focus-visible, :focus-within) anywhere on the page declares anything besides removing the outline, and no script reacts to focus (an onfocus/onblur handler, a script that handles focus or blur events); otherwise it needs review, as does an element whose style sheets are not all in the snapshot or whose matching rule cannot be read. ' +
    'A :focus:not(:focus-visible) rule does not apply to keyboard focus. ACT rule oj04fd.',
  why: 'Keyboard and switch users see where they are on the page only through the change focus makes; an element that looks the same focused or not leaves them guessing where the next key press goes.',
  fix: 'Keep the browser\'s focus ring, or replace it in a :focus-visible rule with an indicator of your own (e.g. outline: 3px solid currentColor; outline-offset: 2px).',
  impact: 'serious',
  tags: ['act:oj04fd', 'wcag:2.4.7'],
  references: ['https://www.w3.org/WAI/standards-guidelines/act/rules/oj04fd/', 'https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html'],
  check(ctx) {
    const page = ctx.page;
    const candidates = new Set<Element>();
    for (const tag of FOCUSABLE_TAGS) for (const el of page.index.byTag.get(tag) ?? []) candidates.add(el);
    for (const name of ['tabindex', 'contenteditable']) for (const el of page.index.byAttribute.get(name) ?? []) candidates.add(el);
    const targets = [...candidates].filter((el) => inTabOrder(el) && !isHidden(page, el));
    if (targets.length === 0) return ctx.notApplicable('No element is in the sequential focus order.');
    const resolver = styleResolver(page);
    if (!resolver.complete) return ctx.needsReview(`Style sheet(s) missing from the snapshot (${resolver.missing.slice(0, 2).join(', ')}): whether they take the focus ring away cannot be known.`);
    const removals = cssDecls(page, 'outline', 'outline-style', 'outline-width').filter((d) => removesOutline(d.property, d.value));
    if (removals.length === 0) return ctx.pass(`No author style takes the outline away: the browser's focus ring shows focus on all ${targets.length} element(s) in the focus order.`);
    // What else may show focus is looked for once, and only when an element has lost its ring.
    let elsewhere: { drawn: string | null; script: string | null } | undefined;
    const indicatorDoubt = (): string | null => {
      const { drawn, script } = (elsewhere ??= { drawn: drawnOnFocusAnywhere(page), script: focusScript(page) });
      return drawn ? `the focus-state rule "${drawn}" draws something that may show it` : script ? `${script}, which may show focus` : null;
    };
    const rules = removals.map((d) => ({ d, screen: d.rule ? onScreen(d.rule.media) : true, tests: d.rule ? splitSelectorList(selectorText(d.rule)).map(focusedMatcher) : [] }));
    let review = 0;
    let firstReview = '';
    let failed = 0;
    for (const el of targets) {
      let removed: CssDecl | null = null;
      let unsure: string | null = null;
      for (const { d, screen, tests } of rules) {
        if (d.element) {
          if (d.element === el) removed = d;
          continue;
        }
        if (!d.rule || screen === false) continue;
        const hits = tests.map((test) => (test ? test(el) : null));
        if (hits.includes(true)) {
          if (screen === null) unsure ??= `a rule in a media query (${d.rule.media}) takes its outline away`;
          else removed = d;
        } else if (hits.includes(null)) unsure ??= `a selector that cannot be read (${selectorText(d.rule).slice(0, 60)}) may take its outline away`;
      }
      if (!removed) {
        if (unsure) {
          review++;
          firstReview ||= unsure;
        }
        continue;
      }
      const where = removed.rule ? `"${selectorText(removed.rule).slice(0, 60)}"` : 'its style attribute';
      const doubt = unsure ?? indicatorDoubt();
      if (doubt) {
        review++;
        firstReview ||= `${removed.property}: ${removed.value} in ${where} takes its outline away, but ${doubt}`;
        continue;
      }
      failed++;
      ctx.report(el, `${removed.property}: ${removed.value} in ${where} takes the focus ring away, and no focus style or script draws another indicator: the element looks the same focused or not.`);
    }
    if (failed > 0) return undefined;
    if (review > 0) return ctx.needsReview(`${targets.length - review} element(s) in the focus order keep the browser's focus ring; ${review} need review (the first: ${firstReview}).`);
    return ctx.pass(`All ${targets.length} element(s) in the focus order keep the browser's focus ring.`);
  },
});
