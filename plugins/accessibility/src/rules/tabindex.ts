import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';

export default defineRule({
  id: 'accessibility/tabindex',
  dimension: 'accessibility',
  title: 'No element has a positive tabindex',
  failureTitle: 'Some elements have a tabindex greater than zero',
  description: 'Checks that no element has a tabindex attribute whose value is a positive integer (tabindex="0" and "-1" are fine), among elements exposed to assistive technology (a hidden element is not in the tab order).',
  why: 'A positive tabindex moves the element to the front of the keyboard tab order, ahead of everything else, so keyboard and screen reader users jump around the page in an order that does not match what they see.',
  fix: 'Use tabindex="0" (or a natively focusable element) and put elements in the DOM in the order they should be reached.',
  impact: 'serious',
  tags: ['axe:tabindex', 'best-practice', 'wcag:2.4.3', 'lighthouse:tabindex'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['tabindex'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          const t = el.attribs['tabindex'];
          if (t === undefined || isHidden(ctx.page, el)) return;
          checked++;
          const n = Number.parseInt(t.trim(), 10);
          if (Number.isFinite(n) && n > 0) ctx.report(el, `tabindex="${t.trim()}" on ${dom.snippet(el, 60)}.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has a tabindex attribute.');
        return undefined;
      },
    };
  },
});
