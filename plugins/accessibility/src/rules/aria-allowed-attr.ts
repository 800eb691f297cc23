import { defineRule, dom } from '@pagegrade/core';
import { allowedAttributes, ARIA_ATTRIBUTES, effectiveRole, GLOBAL_ATTRIBUTES, inputType, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

/**
 * aria-expanded was supported by most roles in ARIA 1.1 (every section and sectionhead role) and
 * WAI-ARIA 1.2 deprecated it on those that do not use it; browsers still expose it and axe-core
 * still allows it there, so on such a role it warns rather than fails. (The former global states
 * aria-disabled, aria-errormessage, aria-haspopup and aria-invalid are supported on every role by
 * core's table: see allowedAttributes.)
 */
const DEPRECATED_ON_ROLE = new Set(['aria-expanded']);

/**
 * Elements that have no ARIA role of their own but whose ARIA attributes ARIA in HTML (W3C
 * Recommendation, "Document conformance requirements for use of ARIA attributes in HTML") judges
 * as a role's: audio and video take those of application, a password field those of textbox.
 */
function languageFeatureRole(el: Element): string | null {
  if (el.name === 'audio' || el.name === 'video') return 'application';
  if (el.name === 'input' && inputType(el) === 'password') return 'textbox';
  return null;
}

export default defineRule({
  id: 'accessibility/aria-allowed-attr',
  dimension: 'accessibility',
  title: 'ARIA attributes are allowed on the roles that carry them',
  failureTitle: 'Some ARIA attributes are used on roles that do not support them',
  description: 'For every element with an explicit or implicit ARIA role, checks that each ARIA state or property on it is global or supported by that role (from aria-query), e.g. flags aria-checked on a link or aria-sort on a button. The table is aria-query\'s (WAI-ARIA 1.2, with inherited states), plus the WAI-ARIA 1.3 globals (aria-description, aria-braillelabel, aria-brailleroledescription, aria-actions) and the ARIA 1.1 globals that 1.2 deprecated but browsers still honour everywhere (aria-disabled, aria-errormessage, aria-haspopup, aria-invalid), which are allowed on every role. aria-expanded on a role that no longer supports it only warns. Audio and video are judged as the application role and password fields as textbox (ARIA in HTML); other elements without a known role are judged only for global attributes (ACT rule 5c01ea).',
  why: 'Unsupported states are ignored or, worse, announced inconsistently by different screen readers; they usually mean the element has the wrong role for what it does.',
  fix: 'Remove the attribute, or give the element a role that supports it (e.g. role="switch" for aria-checked), preferably by using the right native element.',
  impact: 'serious',
  tags: ['axe:aria-allowed-attr', 'act:5c01ea', 'wcag:4.1.2', 'lighthouse:aria-allowed-attr'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-*'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          let role: string | null | undefined;
          for (const name of Object.keys(el.attribs)) {
            if (!name.startsWith('aria-') || !ARIA_ATTRIBUTES.has(name)) continue;
            if (role === undefined) {
              if (isHidden(ctx.page, el)) return;
              role = effectiveRole(el) ?? languageFeatureRole(el);
            }
            // Every known state or property on an exposed element is judged; globals pass.
            checked++;
            if (GLOBAL_ATTRIBUTES.has(name)) continue;
            if (!role || role === 'none' || role === 'presentation') return;
            if (allowedAttributes(role).has(name)) continue;
            const msg = `${name} on ${dom.snippet(el, 60)} is not supported by its role "${role}".`;
            if (DEPRECATED_ON_ROLE.has(name)) ctx.warn(el, `${msg} (WAI-ARIA 1.2 deprecates it on this role; browsers still expose it.)`);
            else reportExposed(ctx, el, msg);
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has ARIA states or properties.');
        return undefined;
      },
    };
  },
});
