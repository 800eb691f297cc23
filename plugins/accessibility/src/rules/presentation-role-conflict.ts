import { defineRule, dom, isFocusable } from '@pagegrade/core';
import { GLOBAL_ATTRIBUTES, explicitRole, implicitRole } from '../lib/aria.ts';
import { isHidden, reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/presentation-role-conflict',
  dimension: 'accessibility',
  title: 'Elements marked presentational really are',
  failureTitle: 'Some elements with role="none" or "presentation" keep their semantics because they are focusable or carry global ARIA attributes',
  description: 'Checks elements whose role is none or presentation: if they are focusable or have a global ARIA attribute (aria-label, aria-describedby …), browsers must ignore the presentational role (WAI-ARIA presentational roles conflict resolution) and expose the native role instead.',
  why: 'The author meant to remove the element\'s semantics, but users still meet it as a button, image or link, often without a name; the markup says two contradictory things.',
  fix: 'Either remove role="none"/"presentation", or make the element not focusable (drop tabindex/href) and remove its global ARIA attributes.',
  impact: 'minor',
  tags: ['axe:presentation-role-conflict', 'act:46ca7f', 'best-practice'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['role'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['role'] === undefined) return;
          const role = explicitRole(el);
          if (role !== 'none' && role !== 'presentation') return;
          if (isHidden(ctx.page, el)) return;
          checked++;
          const globals = Object.keys(el.attribs).filter((a) => a.startsWith('aria-') && GLOBAL_ATTRIBUTES.has(a));
          const focusable = isFocusable(el);
          if (!focusable && globals.length === 0) return;
          const reason = focusable ? 'it is focusable' : `it has ${globals.join(', ')}`;
          reportExposed(ctx, el, `role="${role}" on ${dom.snippet(el, 60)} is ignored because ${reason}; it is exposed as ${implicitRole(el) ?? 'a generic element'}.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No exposed element has role="none" or role="presentation".');
        return undefined;
      },
    };
  },
});
