import { defineRule, dom } from '@pagegrade/core';
import { isHidden, reportExposed } from '../lib/info.ts';
import { ARIA_ATTRIBUTES, GLOBAL_ATTRIBUTES, allowedAttributes, effectiveRole } from '../lib/aria.ts';

/**
 * aria-disabled, aria-errormessage, aria-haspopup and aria-invalid were global in ARIA 1.1 and are
 * deprecated as globals in WAI-ARIA 1.2 (§6.4); browsers still honour them everywhere, so on a role
 * that does not list them this rule warns rather than fails.
 */
const FORMER_GLOBALS = new Set(['aria-disabled', 'aria-errormessage', 'aria-haspopup', 'aria-invalid']);

export default defineRule({
  id: 'accessibility/aria-allowed-attr',
  dimension: 'accessibility',
  title: 'ARIA attributes are allowed on the roles that carry them',
  failureTitle: 'Some ARIA attributes are used on roles that do not support them',
  description: 'For every element with an explicit or implicit ARIA role, checks that each ARIA state or property on it is global or supported by that role (from aria-query), e.g. flags aria-checked on a link or aria-expanded on a paragraph. Attributes that were global in ARIA 1.1 only warn. Elements without a known role are skipped.',
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
            if (!name.startsWith('aria-') || !ARIA_ATTRIBUTES.has(name) || GLOBAL_ATTRIBUTES.has(name)) continue;
            if (role === undefined) role = isHidden(ctx.page, el) ? null : effectiveRole(el);
            if (!role || role === 'none' || role === 'presentation') return;
            checked++;
            if (allowedAttributes(role).has(name)) continue;
            const msg = `${name} on ${dom.snippet(el, 60)} is not supported by its role "${role}".`;
            if (FORMER_GLOBALS.has(name)) ctx.warn(el, msg);
            else reportExposed(ctx, el, msg);
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element with a known role has role-specific ARIA attributes.');
        return undefined;
      },
    };
  },
});
