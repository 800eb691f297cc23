import { defineRule, dom, type Page } from '@pagegrade/core';
import { effectiveRole, elementsWithExplicitRole, idrefTargets, implicitRole, inputType, isHidden, requiredContextRoles, requiredOwnedInside, requiredOwnedRoles } from '@pagegrade/core/a11y';
import type { AnyNode, Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

const TRANSPARENT = new Set(['none', 'presentation']);
const MAX_VISITS = 2000;
/** Elements that are never in the accessibility tree as children: scripts, templates, table column definitions. */
const NOT_OWNED = new Set(['script', 'template', 'col', 'colgroup']);

type Owned = { el: Element; role: string };

/**
 * The elements a container owns in the accessibility tree: its descendants with a role, looking
 * through none/presentation and through generic wrappers around other elements, plus aria-owns
 * targets. A generic element with no element inside (text in a span, an empty div) is owned as
 * itself: browsers keep it as a child of the container.
 */
function owned(el: Element, page: Page): Owned[] {
  const out: Owned[] = [];
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  let visits = 0;
  while (stack.length && ++visits < MAX_VISITS) {
    const n = stack.pop()!;
    if (!dom.isElement(n) || NOT_OWNED.has(n.name) || (n.name === 'input' && inputType(n) === 'hidden') || isHidden(page, n)) continue;
    const role = effectiveRole(n);
    const look = role === null || role === 'generic' ? n.children.some(dom.isElement) : TRANSPARENT.has(role);
    if (look) {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
      continue;
    }
    out.push({ el: n, role: role ?? 'generic' });
  }
  const owns = el.attribs['aria-owns'];
  if (owns) for (const t of idrefTargets(owns, page)) if (!isHidden(page, t)) out.push({ el: t, role: effectiveRole(t) ?? 'generic' });
  return out;
}

/** Containers: elements whose role (explicit, or native: ul, ol, table, tr, select multiple …) requires owned elements. */
function containers(page: Page): Array<{ el: Element; role: string; explicit: boolean }> {
  const out: Array<{ el: Element; role: string; explicit: boolean }> = [];
  const seen = new Set<Element>();
  for (const { el } of elementsWithExplicitRole(page)) {
    seen.add(el);
    const role = effectiveRole(el);
    if (role && requiredOwnedRoles(role).size > 0) out.push({ el, role, explicit: true });
  }
  for (const tag of NATIVE_CONTAINERS)
    for (const el of page.index.byTag.get(tag) ?? []) {
      if (seen.has(el)) continue;
      const role = implicitRole(el);
      if (role && requiredOwnedRoles(role).size > 0) out.push({ el, role, explicit: false });
    }
  return out;
}

const NATIVE_CONTAINERS = ['ul', 'ol', 'menu', 'select', 'table', 'thead', 'tbody', 'tfoot', 'tr'];

export default defineRule({
  id: 'accessibility/aria-required-children',
  dimension: 'accessibility',
  title: 'ARIA containers contain the roles they require',
  failureTitle: 'Some ARIA containers lack the child roles they require',
  description: 'For every element exposed to assistive technology whose role requires owned elements — an explicit role (list, listbox, menu, menubar, tablist, tree, grid, table, row, rowgroup, radiogroup, feed … per aria-query) or a native one (ul, ol, table, tr, select multiple …) — checks that it owns only elements with the roles it allows (ACT rule bc4a75), looking through none/presentation and generic wrappers and following aria-owns; groups it allows (a group in a menu) must in turn own only the items allowed there. An element with an explicit container role must own at least one of them. Containers with aria-busy="true" (still loading) are skipped.',
  why: 'Screen readers announce a tablist with no tabs or a menu with no menu items as empty or broken, and users cannot navigate the widget with the expected keys.',
  fix: 'Give the children the roles the container needs (role="tab" inside role="tablist", role="option" inside role="listbox"), or drop the container role if it is not that widget.',
  impact: 'serious',
  tags: ['axe:aria-required-children', 'act:bc4a75', 'wcag:1.3.1', 'lighthouse:aria-required-children'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const { el, role, explicit } of containers(page)) {
      const allowed = requiredOwnedRoles(role);
      if (isHidden(page, el) || busy(el)) continue;
      checked++;
      const kids = owned(el, page);
      const need = [...allowed].filter((r) => r !== 'group' && r !== 'rowgroup');
      // An empty native list or table is not wrong in itself; an element with an explicit
      // container role that owns nothing announces an empty widget.
      if (explicit && !kids.some((k) => allowed.has(k.role))) {
        reportExposed(ctx, el, `role="${role}" on ${dom.snippet(el, 60)} owns no element with role ${need.join(' or ')}.`);
        continue;
      }
      const wrong = misplaced(kids, role, allowed, page);
      // At the owner, as ACT bc4a75 and axe's aria-required-children name it; the detail names the child.
      if (wrong) reportExposed(ctx, el, `${dom.snippet(wrong.el, 50)} (role ${wrong.role}) is not allowed inside ${explicit ? `role="${role}"` : `<${el.name}> (role ${role})`}, which may only own ${need.join(', ')}${allowed.has('group') ? ' or groups of them' : ''}.`, el);
    }
    if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has a role that requires owned elements.');
    return undefined;
  },
});

/** aria-busy="true" on the container or an ancestor: its content is still loading. */
function busy(el: Element): boolean {
  for (let cur: Element | null = el; cur && dom.isElement(cur); cur = cur.parent as Element | null) if ((cur.attribs['aria-busy'] ?? '').trim().toLowerCase() === 'true') return true;
  return false;
}

/**
 * The first owned element whose role the container does not allow. An allowed intermediate
 * container (a group in a menu or tree) that has no requirements of its own must in turn own only
 * the items allowed inside it, or further such groups.
 */
function misplaced(kids: Owned[], role: string, allowed: Set<string>, page: Page, depth = 0): Owned | null {
  for (const k of kids) {
    // A role that names this container as its required context (a caption in a table) belongs there too.
    if (!allowed.has(k.role) && !requiredContextRoles(k.role).includes(role)) return k;
    const inside = requiredOwnedInside(role, k.role);
    if (inside.size === 0 || requiredOwnedRoles(k.role).size > 0 || depth > 8) continue;
    inside.add(k.role);
    const wrong = misplaced(owned(k.el, page), role, inside, page, depth + 1);
    if (wrong) return wrong;
  }
  return null;
}
