import { defineRule, dom } from '@pagegrade/core';
import { ALL_ROLES, isConcreteRole, isHidden, roleTokens } from '@pagegrade/core/a11y';
import { reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/aria-roles',
  dimension: 'accessibility',
  title: 'role attributes use valid ARIA roles',
  failureTitle: 'Some role attributes have no valid ARIA role',
  description: 'Checks every non-empty role attribute against the WAI-ARIA 1.2, DPUB-ARIA and Graphics-ARIA roles (from aria-query): it fails when no token is a concrete role or a token is an abstract role (widget, landmark, …). An unknown first token followed by a valid one is ARIA\'s fallback mechanism (browsers use the first role they know), and passes, as in ACT and axe-core.',
  why: 'An unknown or abstract role is ignored by browsers, so the element keeps its native semantics (often none) and the widget it was meant to be is invisible to assistive technology.',
  fix: 'Use a role from the WAI-ARIA specification, spelled in lower case (e.g. role="button", role="navigation"), or remove the attribute.',
  impact: 'serious',
  tags: ['axe:aria-roles', 'act:674b10', 'wcag:4.1.2', 'lighthouse:aria-roles'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['role'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['role'] === undefined) return;
          const tokens = roleTokens(el);
          // A role on an element hidden from assistive technology is never exposed (ACT 674b10).
          if (tokens.length === 0 || isHidden(ctx.page, el)) return;
          checked++;
          const value = el.attribs['role']!.trim();
          const abstract = tokens.filter((t) => ALL_ROLES.has(t) && !isConcreteRole(t));
          if (abstract.length) return reportExposed(ctx, el, `role="${value}" on ${dom.snippet(el, 60)} uses the abstract role "${abstract[0]}", which authors must not use.`);
          const valid = tokens.filter(isConcreteRole);
          if (valid.length === 0) return reportExposed(ctx, el, `role="${value}" on ${dom.snippet(el, 60)} is not an ARIA role.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has a non-empty role attribute.');
        return undefined;
      },
    };
  },
});
