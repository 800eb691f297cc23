import { defineRule, dom, isFocusable, type Page } from '@pagegrade/core';
import { effectiveRole, hiddenState, isHidden, pageInfo, roleDef } from '@pagegrade/core/a11y';
import { tabindexValue } from '../lib/focus.ts';
import type { AnyNode, Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/nested-interactive',
  dimension: 'accessibility',
  title: 'Interactive controls do not contain other focusable controls',
  failureTitle: 'Some interactive controls contain focusable elements',
  description: 'For every element exposed to assistive technology whose role makes its children presentational (button, checkbox, switch, tab, slider, img, progressbar … per aria-query, including native <button>, disabled or not), checks that no descendant is in the keyboard tab order (links, form controls, tabindex ≥ 0); descendants hidden by markup or style sheets, or taken out of the tab order with a negative tabindex, do not count.',
  why: 'Assistive technology flattens the content of such controls to text, so the nested control is announced as part of the outer one, or not at all, while keyboard users still tab onto it.',
  fix: 'Move the inner link or button out of the outer control, placing them side by side.',
  impact: 'serious',
  tags: ['axe:nested-interactive', 'act:307n5z', 'wcag:4.1.2'],
  check(ctx) {
    const page = ctx.page;
    const { hidden } = pageInfo(page);
    // Only elements with a role, buttons and inputs can be such controls; they come from the
    // index, and only their subtrees are walked (no handler on every element of the page).
    const controls = new Set<Element>();
    consider(controls, page.index.byAttribute.get('role'), page);
    consider(controls, page.index.byTag.get('button'), page);
    // An <input> is void: as a control it has nothing inside to walk, and inside another
    // control it is reported as focusable whether it is one or not. Inputs only decide
    // whether the check applies, so their roles are worked out only on pages without other
    // controls, up to the first one found.
    if (controls.size === 0) {
      if (!someControl(page.index.byTag.get('input'), page)) return ctx.notApplicable('No control whose children are presentational.');
      return undefined;
    }
    const ordered = [...controls].sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0));
    const inside = new Set<Element>();
    const reported = new Set<Element>();
    // Parallel stacks: a node and the innermost control it is in.
    const nodes: AnyNode[] = [];
    const outers: Element[] = [];
    for (const control of ordered) {
      if (inside.has(control)) continue;
      for (let i = control.children.length - 1; i >= 0; i--) {
        nodes.push(control.children[i]!);
        outers.push(control);
      }
      while (nodes.length) {
        const el = nodes.pop()!;
        let outer = outers.pop()!;
        if (!dom.isElement(el) || hidden.has(el)) continue;
        if (!reported.has(outer) && inSequentialFocus(el)) {
          // Content a style sheet hides is not focusable; where the styles leave it open, so is the finding.
          const shown = hiddenState(page, el);
          if (shown !== true) {
            reported.add(outer);
            // At the container, as ACT 307n5z and axe's nested-interactive name it; the detail names the focusable child.
            const detail = `${dom.snippet(outer, 50)} has focusable content: ${dom.snippet(el, 50)}.`;
            if (shown === null) ctx.warn(outer, `${detail} (Needs review: whether a style sheet hides the focusable content cannot be decided statically.)`);
            else reportExposed(ctx, outer, detail, outer);
          }
        }
        if (controls.has(el)) {
          inside.add(el);
          outer = el;
        }
        for (let i = el.children.length - 1; i >= 0; i--) {
          nodes.push(el.children[i]!);
          outers.push(outer);
        }
      }
    }
    return undefined;
  },
});

function consider(controls: Set<Element>, els: Element[] | undefined, page: Page): void {
  if (els) for (const el of els) if (!controls.has(el) && isControl(el, page)) controls.add(el);
}

function someControl(els: Element[] | undefined, page: Page): boolean {
  if (els) for (const el of els) if (isControl(el, page)) return true;
  return false;
}

/** A control exposed to assistive technology whose role makes its children presentational. */
function isControl(el: Element, page: Page): boolean {
  if (isHidden(page, el)) return false;
  const role = effectiveRole(el);
  return !!role && !!roleDef(role)?.childrenPresentational;
}

/** Focusable and reached with Tab: a negative tabindex takes an element out of the sequential focus order. */
function inSequentialFocus(el: Element): boolean {
  if (!isFocusable(el)) return false;
  const t = tabindexValue(el);
  return t === null || t >= 0;
}
