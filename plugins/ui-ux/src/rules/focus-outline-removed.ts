import { defineRule, isFocusable, cssDecls, selectorText, splitSelectorList, selectorSubject, compoundType, type CssDecl } from '@pagegrade/core';
import { declTarget, declWhere, lengthPx, screenMedia } from '../lib/css.ts';

const FOCUSABLE_TYPES = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary']);
const REPLACEMENT = new Set(['box-shadow', 'border', 'border-color', 'border-bottom', 'background', 'background-color', 'text-decoration', 'outline', 'outline-style', 'outline-color', 'outline-width']);

function removesOutline(d: CssDecl): boolean {
  const v = d.value.replace(/\s*!important$/, '');
  if (d.property === 'outline') return v === 'none' || v === '0' || /^0(px)?\b/.test(v) || /(^|\s)none(\s|$)/.test(v);
  if (d.property === 'outline-style') return v === 'none';
  if (d.property === 'outline-width') return lengthPx(v) === 0;
  return false;
}

function isReplacement(d: CssDecl): boolean {
  if (!REPLACEMENT.has(d.property)) return false;
  if (d.property.startsWith('outline')) return !removesOutline(d) && !/^(inherit|initial|unset)$/.test(d.value);
  return !/^(none|0|transparent|inherit|initial|unset)$/.test(d.value);
}

/** Whether a selector applies to focused controls: a :focus rule (not the :focus:not(:focus-visible) pattern) or a bare focusable type or *. */
function hitsFocus(sel: string): boolean {
  return splitSelectorList(sel).some((s) => {
    const low = s.toLowerCase();
    if (low.includes(':not(:focus-visible)')) return false;
    const subj = selectorSubject(low);
    if (/:focus(?![-\w])/.test(subj)) return true;
    return subj === '*' || (FOCUSABLE_TYPES.has(compoundType(subj)) && subj === compoundType(subj));
  });
}

export default defineRule({
  id: 'ui-ux/focus-outline-removed',
  dimension: 'uiux',
  title: 'The focus indicator is not removed',
  failureTitle: 'The keyboard focus outline is removed without a replacement',
  description:
    'Finds outline: none/0 (or outline-style: none, outline-width: 0) in screen CSS that reaches focused elements: :focus rules, * and bare a/button/input/select/textarea/summary rules, and style attributes on focusable elements. ' +
    'The :focus:not(:focus-visible) pattern is fine. When the same rule, or any :focus/:focus-visible/:focus-within rule, draws another indicator (box-shadow, border, background, outline), the result is needs-review: whether it is visible enough needs rendering. Otherwise it fails.',
  why: 'Keyboard and switch users see where they are on the page only through the focus indicator; removing it leaves them navigating blind.',
  fix: 'Delete outline: none, or limit it to :focus:not(:focus-visible) and give :focus-visible a clear outline (e.g. outline: 3px solid currentColor; outline-offset: 2px).',
  impact: 'serious',
  tags: ['wcag:2.4.7'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html'],
  check(ctx) {
    const outline = cssDecls(ctx.page, 'outline', 'outline-style', 'outline-width').filter((d) => screenMedia(d.rule?.media ?? null));
    const removed: CssDecl[] = [];
    for (const d of outline) {
      if (!removesOutline(d)) continue;
      if (d.rule ? hitsFocus(selectorText(d.rule)) : !!d.element && isFocusable(d.element)) removed.push(d);
    }
    if (removed.length === 0) return ctx.pass('No CSS removes the outline of focused elements.');
    // A replacement anywhere: a focus-state rule that draws something.
    let replacement: CssDecl | undefined;
    for (const p of REPLACEMENT) {
      replacement = cssDecls(ctx.page, p).find((d) => d.rule && /:focus/i.test(selectorText(d.rule)) && isReplacement(d));
      if (replacement) break;
    }
    const sameRule = removed.filter((d) => d.rule?.decls.some(isReplacement));
    if (replacement || sameRule.length === removed.length) {
      const r = replacement ?? sameRule[0]!;
      return ctx.needsReview(`${removed.length} rule(s) remove the focus outline (first: ${declWhere(removed[0]!)}); ${r.property}: ${r.value.slice(0, 50)} in ${declWhere(r)} may replace it — check that focus stays clearly visible.`);
    }
    for (const d of removed) ctx.report(declTarget(d), `${d.property}: ${d.value} in ${declWhere(d)} removes the focus indicator, and no focus style replaces it.`);
    return undefined;
  },
});
