import { defineRule, dom } from '@pagegrade/core';
import type { AnyNode, Element } from 'domhandler';
import { effectiveRole, elementsWithExplicitRole, requiredContextRoles, requiredOwnedRoles } from '../lib/aria.ts';
import { idrefTargets } from '../lib/name.ts';
import { isHidden, reportExposed } from '../lib/info.ts';

const TRANSPARENT = new Set(['generic', 'none', 'presentation']);
const MAX_VISITS = 2000;

/** The owned elements of a container: descendants with a role, looking through generic wrappers, plus aria-owns targets. */
function owned(el: Element, page: import('@pagegrade/core').Page): Array<{ el: Element; role: string }> {
  const out: Array<{ el: Element; role: string }> = [];
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  let visits = 0;
  while (stack.length && ++visits < MAX_VISITS) {
    const n = stack.pop()!;
    if (!dom.isElement(n) || n.name === 'script' || n.name === 'template' || isHidden(page, n)) continue;
    const role = effectiveRole(n);
    if (!role || TRANSPARENT.has(role)) {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
      continue;
    }
    out.push({ el: n, role });
  }
  const owns = el.attribs['aria-owns'];
  if (owns) for (const t of idrefTargets(owns, page)) if (!isHidden(page, t)) out.push({ el: t, role: effectiveRole(t) ?? 'generic' });
  return out;
}

export default defineRule({
  id: 'accessibility/aria-required-children',
  dimension: 'accessibility',
  title: 'ARIA containers contain the roles they require',
  failureTitle: 'Some ARIA containers lack the child roles they require',
  description: 'For every element with an explicit role that requires owned elements (list, listbox, menu, menubar, tablist, tree, grid, table, row, rowgroup, radiogroup, feed … per aria-query), checks that it owns at least one element with a required role, looking through generic wrappers and following aria-owns; it warns about owned elements whose role is not allowed there. Containers with aria-busy="true" (still loading) are skipped.',
  why: 'Screen readers announce a tablist with no tabs or a menu with no menu items as empty or broken, and users cannot navigate the widget with the expected keys.',
  fix: 'Give the children the roles the container needs (role="tab" inside role="tablist", role="option" inside role="listbox"), or drop the container role if it is not that widget.',
  impact: 'serious',
  tags: ['axe:aria-required-children', 'act:bc4a75', 'wcag:1.3.1', 'lighthouse:aria-required-children'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let checked = 0;
        for (const { el, role } of elementsWithExplicitRole(page)) {
          const allowed = requiredOwnedRoles(role);
          if (allowed.size === 0 || isHidden(page, el)) continue;
          if ((el.attribs['aria-busy'] ?? '').trim().toLowerCase() === 'true') continue;
          checked++;
          const kids = owned(el, page);
          const need = [...allowed].filter((r) => r !== 'group' && r !== 'rowgroup');
          const good = kids.filter((k) => allowed.has(k.role));
          if (good.length === 0) {
            reportExposed(ctx, el, `role="${role}" on ${dom.snippet(el, 60)} owns no element with role ${need.join(' or ')}.`);
            continue;
          }
          for (const k of kids) {
            if (allowed.has(k.role) || requiredContextRoles(k.role).includes(role)) continue;
            ctx.warn(k.el, `${dom.snippet(k.el, 50)} (role ${k.role}) is not allowed inside role="${role}", which expects ${need.join(', ')}.`);
          }
        }
        if (checked === 0) return ctx.notApplicable('No element has an explicit role that requires owned elements.');
        return undefined;
      },
    };
  },
});
