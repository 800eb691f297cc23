import { defineRule, dom, inTagOrder, isFocusable, knownSheetsHide, styleResolver, type Page, type RuleContext } from '@pagegrade/core';
import { pageInfo } from '@pagegrade/core/a11y';
import type { AnyNode, Element } from 'domhandler';
import { closestWithin, focusMayBeManagedByScript, focusRedirectedByScript } from '../lib/info.ts';

/**
 * Hidden without aria-hidden: not rendered (by markup, a style attribute or the page's style
 * sheets), hence not focusable. A subtree under visibility:hidden is skipped whole, though a
 * descendant could make itself visible again: that misses a rare failure rather than inventing one.
 */
function notRendered(page: Page, el: Element): boolean {
  // inert takes it out of the tab order; the hidden attribute, style attributes and sheets through the cascade.
  return el.attribs['inert'] !== undefined || knownSheetsHide(page, el);
}

/**
 * Reports an aria-hidden subtree with focusable content at its root, as ACT 6cfa84 and axe's
 * aria-hidden-focus name the target; the detail names the focusable elements. Elements whose focus
 * a page script handles may be moved away at once: those alone make a warning, not a failure.
 */
function reportRoot(ctx: RuleContext, root: Element, focusable: readonly Element[], managed: readonly Element[]): void {
  const list = (els: readonly Element[]) => `${els.slice(0, 3).map((e) => dom.snippet(e, 50)).join(', ')}${els.length > 3 ? `, and ${els.length - 3} more` : ''}`;
  if (focusable.length > 0 && !styleResolver(ctx.page).complete) {
    // Content hidden with aria-hidden is, by design in dialog, menu and carousel libraries, also
    // taken out of rendering by their style sheet (.modal{display:none}); with a sheet missing,
    // that the content is rendered, hence focusable, is not shown.
    ctx.warn(root, () => `${dom.snippet(root, 50)} is aria-hidden and holds ${list(focusable)}, which can receive focus unless a style sheet missing from the snapshot takes it out of rendering (needs review).`);
  } else if (focusable.length > 0) {
    ctx.report(root, () => (focusable.length === 1 && focusable[0] === root ? `${dom.snippet(root, 70)} is aria-hidden but can receive focus.` : `${dom.snippet(root, 50)} is aria-hidden but holds ${focusable.length} element${focusable.length === 1 ? '' : 's'} that can receive focus: ${list(focusable)}.`));
  } else if (managed.length > 0) {
    ctx.warn(root, () => `${dom.snippet(root, 50)} is aria-hidden and holds ${list(managed)}, which can receive focus unless the page's script that handles its focus moves it away at once.`);
  }
}

export default defineRule({
  id: 'accessibility/aria-hidden-focus',
  dimension: 'accessibility',
  title: 'Content hidden with aria-hidden contains nothing focusable',
  failureTitle: 'Some focusable elements are inside aria-hidden="true" content',
  description: 'Checks that no element inside (or carrying) aria-hidden="true" can receive keyboard focus, reporting each aria-hidden element that holds such content (the target ACT and axe-core name) with the focusable elements in the detail: links with href, enabled form controls, elements with tabindex ≥ 0, contenteditable, media with controls. Elements with tabindex="-1", disabled controls and content that is not rendered (hidden, inert, display:none or visibility:hidden from a style attribute or the page\'s style sheets, on it or an ancestor) are fine. With a style sheet missing from the snapshot, focusable content under aria-hidden is left for review: dialog, menu and carousel libraries hide such content with their sheet too. An element a page script sends focus away from as soon as it gets it (a focus listener on it, found by its id, that calls .focus(): a focus sentinel) is not focusable, as in ACT; one whose focus a script otherwise handles (it names the element\'s id) is a warning: the script may move focus away at once.',
  why: 'Keyboard users can tab onto these elements but screen readers announce nothing (or nonsense), a confusing "ghost" focus stop.',
  fix: 'Add tabindex="-1" to focusable elements inside aria-hidden content, make the content inert, or remove aria-hidden if the content is meaningful.',
  impact: 'serious',
  tags: ['axe:aria-hidden-focus', 'act:6cfa84', 'wcag:4.1.2', 'wcag:1.3.1', 'lighthouse:aria-hidden-focus'],
  check(ctx) {
    const { ariaHidden } = pageInfo(ctx.page);
    let roots = 0;
    for (const root of inTagOrder(ctx.page, ctx.page.index.byAttribute.get('aria-hidden'))) {
      if ((root.attribs['aria-hidden'] ?? '').trim().toLowerCase() !== 'true') continue;
      if (root.parent && ariaHidden.has(root.parent as Element)) continue; // only topmost
      if (root.name === 'body' || root.name === 'html') continue; // aria-hidden-body
      roots++;
      const focusable: Element[] = [];
      const managed: Element[] = [];
      const stack: Array<{ n: AnyNode; disabled: boolean }> = [{ n: root, disabled: !!closestWithin(root, (e) => e.name === 'fieldset' && e.attribs['disabled'] !== undefined) }];
      while (stack.length) {
        const { n, disabled: inDisabled } = stack.pop()!;
        if (!dom.isElement(n) || n.name === 'template' || notRendered(ctx.page, n)) continue;
        const disabled = inDisabled || (n.name === 'fieldset' && n.attribs['disabled'] !== undefined);
        const control = n.name === 'input' || n.name === 'button' || n.name === 'select' || n.name === 'textarea';
        if (isFocusable(n) && (n.attribs['tabindex'] ?? '').trim() !== '-1' && !(control && disabled) && !focusRedirectedByScript(ctx.page, n)) {
          (focusMayBeManagedByScript(ctx.page, n) ? managed : focusable).push(n);
        }
        for (let i = n.children.length - 1; i >= 0; i--) stack.push({ n: n.children[i]!, disabled });
      }
      reportRoot(ctx, root, focusable, managed);
    }
    if (roots === 0) return ctx.notApplicable('No content is hidden with aria-hidden="true".');
    return undefined;
  },
});
