import { defineRule, dom } from '@pagegrade/core';
import { accName, contentText, effectiveRole, isHidden, isWidgetRole, supportsNameFromContent } from '@pagegrade/core/a11y';

/** Lower-cases and reduces to letters, digits and single spaces, so punctuation and symbols do not matter. */
function comparable(s: string): string {
  return dom.normalizeSpace(s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' '));
}

export default defineRule({
  id: 'accessibility/label-content-name-mismatch',
  dimension: 'accessibility',
  title: 'Visible labels are part of the accessible names',
  failureTitle: 'Some controls have an aria-label or aria-labelledby that does not contain their visible text',
  description: 'For widgets named from their content (buttons, links, tabs, menu items, checkboxes …) that also have aria-label or aria-labelledby, checks that the accessible name contains the visible text content, ignoring case, punctuation and symbols. Warns, since whether the text is visible depends on CSS.',
  why: 'Voice control users say what they see ("click Buy now"); if the accessible name is different ("Add product to basket"), the command does not work. Screen reader users also hear something other than what sighted colleagues see.',
  fix: 'Start the aria-label with the visible text (e.g. aria-label="Buy now – Oak table"), or drop aria-label and let the content name the control.',
  impact: 'serious',
  tags: ['axe:label-content-name-mismatch', 'act:2ee8b8', 'wcag:2.5.3', 'lighthouse:label-content-name-mismatch'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-label', 'aria-labelledby'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['aria-label'] === undefined && el.attribs['aria-labelledby'] === undefined) return;
          const role = effectiveRole(el);
          if (!role || !isWidgetRole(role) || !supportsNameFromContent(role) || isHidden(ctx.page, el)) return;
          const visible = comparable(contentText(el, ctx.page).text);
          if (visible.length < 2) return;
          checked++;
          const name = accName(el, ctx.page);
          if (name.source !== 'aria-label' && name.source !== 'aria-labelledby') return;
          if (!comparable(name.name).includes(visible)) ctx.warn(el, `${dom.snippet(el, 50)} shows "${visible.slice(0, 40)}" but its accessible name is "${name.name.slice(0, 60)}".`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No control with visible text also has aria-label or aria-labelledby.');
        return undefined;
      },
    };
  },
});
