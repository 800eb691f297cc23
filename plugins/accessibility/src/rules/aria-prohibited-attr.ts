import { defineRule, dom } from '@pagegrade/core';
import { ARIA_ATTRIBUTES, contentText, effectiveRole, isHidden, prohibitedAttributes, roleDef } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/aria-prohibited-attr',
  dimension: 'accessibility',
  title: 'No ARIA attributes are used where they are prohibited',
  failureTitle: 'Some elements carry ARIA attributes their role prohibits',
  description: 'Checks every element exposed to assistive technology that has global ARIA states or properties: none may be prohibited for its role (WAI-ARIA role definitions from aria-query, with the WAI-ARIA 1.3 braille properties added): aria-label, aria-labelledby, aria-braillelabel and aria-brailleroledescription on generic (a plain <div> or <span>), paragraph, code, emphasis, strong, caption, presentation/none and others, and aria-roledescription on generic. The finding says whether the element has text that is read instead.',
  why: 'Browsers and screen readers ignore or inconsistently expose these attributes on such roles, so the label or description the author wrote is often never heard.',
  fix: 'Move the label to an element that can be named (a button, link, landmark or image), give the element an appropriate role, or put the text in the content, for example visually hidden text.',
  impact: 'serious',
  tags: ['axe:aria-prohibited-attr', 'act:kb1m8s', 'wcag:4.1.2', 'lighthouse:aria-prohibited-attr'],
  // The '*' handler only acts on elements with ARIA attributes.
  attributes: ['aria-*'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (!hasGlobalState(el) || isHidden(ctx.page, el)) return;
          checked++;
          const role = effectiveRole(el) ?? 'generic';
          const prohibited = prohibitedAttributes(role).filter((a) => el.attribs[a] !== undefined);
          if (prohibited.length === 0) return;
          const page = ctx.page;
          reportExposed(ctx, el, () => `${prohibited.join(' and ')} on ${dom.snippet(el, 60)} (role "${role}") ${prohibited.length > 1 ? 'are' : 'is'} prohibited${contentText(el, page).text ? '; its text content is read instead' : ', and it has no text, so nothing is announced'}.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has a global ARIA state or property.');
        return undefined;
      },
    };
  },
});

const GLOBALS = new Set([...Object.keys(roleDef('roletype')?.props ?? {}), 'aria-braillelabel', 'aria-brailleroledescription']);

/** Whether the element has a global ARIA state or property (those every role supports, unless it prohibits them). */
function hasGlobalState(el: Element): boolean {
  for (const name in el.attribs) if (name.startsWith('aria-') && ARIA_ATTRIBUTES.has(name) && GLOBALS.has(name)) return true;
  return false;
}
