import { defineRule, dom } from '@pagegrade/core';
import { allowedAttributes, ARIA_ATTRIBUTES, effectiveRole, GLOBAL_ATTRIBUTES, inputType, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

/**
 * aria-disabled, aria-errormessage, aria-haspopup and aria-invalid were global in ARIA 1.1 and are
 * deprecated as globals in WAI-ARIA 1.2 (§6.4); browsers still honour them everywhere, so on a role
 * that does not list them this rule warns rather than fails.
 */
const FORMER_GLOBALS = new Set(['aria-disabled', 'aria-errormessage', 'aria-haspopup', 'aria-invalid']);

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
  description: 'For every element with an explicit or implicit ARIA role, checks that each ARIA state or property on it is global or supported by that role (from aria-query), e.g. flags aria-checked on a link or aria-expanded on a paragraph. Attributes that were global in ARIA 1.1 only warn. Audio and video are judged as the application role and password fields as textbox (ARIA in HTML); other elements without a known role are judged only for global attributes (ACT rule 5c01ea).',
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
            if (FORMER_GLOBALS.has(name)) ctx.warn(el, msg);
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
