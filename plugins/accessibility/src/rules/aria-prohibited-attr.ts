import { defineRule, dom } from '@pagegrade/core';
import { effectiveRole, prohibitedAttributes } from '../lib/aria.ts';
import { isHidden, reportExposed } from '../lib/info.ts';
import { contentText } from '../lib/name.ts';

export default defineRule({
  id: 'accessibility/aria-prohibited-attr',
  dimension: 'accessibility',
  title: 'No ARIA attributes are used where they are prohibited',
  failureTitle: 'Some elements carry aria-label or aria-labelledby on a role that cannot be named',
  description: 'Checks that aria-label and aria-labelledby are not used on roles that prohibit naming (from aria-query: generic — a plain <div> or <span> —, paragraph, code, emphasis, strong, caption, presentation/none and others). It fails when the element has no text, so the label is lost entirely, and warns when the element has text that will be read instead.',
  why: 'Browsers and screen readers ignore or inconsistently expose names on these roles, so the label the author wrote is often never heard.',
  fix: 'Move the label to an element that can be named (a button, link, landmark or image), give the element an appropriate role, or put the text in the content, for example visually hidden text.',
  impact: 'serious',
  tags: ['axe:aria-prohibited-attr', 'act:kb1m8s', 'wcag:4.1.2', 'lighthouse:aria-prohibited-attr'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-label', 'aria-labelledby'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['aria-label'] === undefined && el.attribs['aria-labelledby'] === undefined) return;
          if (isHidden(ctx.page, el)) return;
          const role = effectiveRole(el);
          if (!role) return;
          checked++;
          const prohibited = prohibitedAttributes(role).filter((a) => (el.attribs[a] ?? '').trim() !== '');
          if (prohibited.length === 0) return;
          const msg = `${prohibited.join(' and ')} on ${dom.snippet(el, 60)} (role "${role}") cannot name it`;
          if (contentText(el, ctx.page).text) ctx.warn(el, `${msg}; its text content is read instead.`);
          else reportExposed(ctx, el, `${msg}, and it has no text, so the label is never announced.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has aria-label or aria-labelledby.');
        return undefined;
      },
    };
  },
});
