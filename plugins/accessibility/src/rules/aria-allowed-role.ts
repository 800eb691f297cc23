import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import { hiddenState, implicitRole, isConcreteRole } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { HIDDEN_UNKNOWN_REASON } from '../lib/info.ts';
import { allowedRoles, ANY_ROLE, DPUB_REFINEMENTS, NO_ROLE } from '../lib/html-aria.ts';

/**
 * A role that breaks ARIA in HTML is a failure on an element assistive technology sees; on a
 * hidden one it matters only once the element is shown, so it is left for review.
 */
function reportRole(ctx: RuleContext, el: Element, detail: string): void {
  const hidden = hiddenState(ctx.page, el);
  if (hidden === false) ctx.report(el, detail);
  else ctx.warn(el, `${detail} (Needs review: ${hidden ? 'the element is hidden, and the role matters once it is shown' : HIDDEN_UNKNOWN_REASON}.)`);
}

export default defineRule({
  id: 'accessibility/aria-allowed-role',
  dimension: 'accessibility',
  title: 'Role attributes are allowed on their elements',
  failureTitle: 'Some elements have a role that ARIA in HTML does not allow on them',
  description:
    'Checks every valid role token of every HTML element against the roles ARIA in HTML allows on that element: none on textarea, label, option, main, input type="hidden" and the like; a fixed list on others (on <a href> only widget roles such as button, tab or menuitem; on h1–h6 only tab, none, presentation and doc-subtitle; on <img alt=""> only none or presentation; on <ul> and <ol> only list-like containers); any role on div, span, p and other generic elements. DPUB roles that refine a link, list item or image are allowed only on elements that are one. Custom elements and SVG content are not judged. A role that only repeats the element\'s implicit role warns (<nav role="navigation">); a disallowed role on a hidden element is left for review.',
  why: 'Overriding the native role of such elements breaks what browsers and assistive technology expect of them (a textarea that is no longer a text field, a heading announced as a button that does nothing); redundant roles are harmless but noise.',
  fix: 'Remove the role attribute, or use the element whose native role you need (a <button> rather than <h2 role="button">, a <textarea> without a role).',
  impact: 'minor',
  tags: ['axe:aria-allowed-role', 'best-practice', 'html-validate:no-redundant-role', 'lighthouse:aria-allowed-role'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['role'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          const tokens = dom.tokens(el, 'role').filter(isConcreteRole);
          if (tokens.length === 0) return;
          const allowed = allowedRoles(el, ctx.page);
          if (allowed === null) return;
          checked++;
          const implicit = implicitRole(el);
          const value = el.attribs['role']!.trim();
          for (const role of tokens) {
            if (role === implicit) {
              ctx.warn(el, `role="${value}" on <${el.name}> repeats its implicit role.`);
              continue;
            }
            const base = DPUB_REFINEMENTS.get(role);
            if (base !== undefined && base !== implicit) {
              reportRole(ctx, el, `role="${role}" refines the ${base} role, which ${dom.snippet(el, 50)} does not have.`);
              continue;
            }
            if (allowed === ANY_ROLE || (allowed !== NO_ROLE && allowed.has(role))) continue;
            reportRole(ctx, el, allowed === NO_ROLE ? `${dom.snippet(el, 50)} may not have a role; role="${role}" overrides its native semantics.` : `role="${role}" is not allowed on ${dom.snippet(el, 50)}; allowed: ${[...allowed].join(', ')}.`);
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has a valid role attribute.');
        return undefined;
      },
    };
  },
});
