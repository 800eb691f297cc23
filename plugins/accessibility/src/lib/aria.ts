/**
 * ARIA data for the accessibility rules. Roles, their allowed/required/prohibited states and
 * properties, required owned elements and context roles, attribute value types and the HTML
 * elements' implicit roles all come from aria-query (WAI-ARIA 1.2, DPUB-ARIA, HTML-AAM); this
 * module only reshapes them for fast lookups.
 */
import ariaQuery from 'aria-query';
import type { Element } from 'domhandler';
import { dom, isFocusable, type Page } from '@pagegrade/core';

interface RoleDef {
  abstract: boolean;
  accessibleNameRequired: boolean;
  childrenPresentational: boolean;
  nameFrom: string[];
  props: Record<string, unknown>;
  requiredProps: Record<string, unknown>;
  prohibitedProps: string[];
  requiredOwnedElements: string[][];
  requiredContextRole: string[];
  superClass: string[][];
}

interface AttrDef {
  type: 'string' | 'id' | 'idlist' | 'integer' | 'number' | 'boolean' | 'token' | 'tokenlist' | 'tristate';
  values?: Array<string | boolean>;
  allowundefined?: boolean;
}

interface Concept {
  name: string;
  attributes?: Array<{ name: string; value?: string | number; constraints?: string[] }>;
  constraints?: string[];
}

const rolesMap = ariaQuery.roles as unknown as { keys(): string[]; get(k: string): RoleDef | undefined };
const ariaMap = ariaQuery.aria as unknown as { keys(): string[]; get(k: string): AttrDef | undefined };
const elementRolesMap = ariaQuery.elementRoles as unknown as { entries(): Array<[Concept, Set<string>]> };

/** Every role aria-query knows, abstract ones included. */
export const ALL_ROLES: ReadonlySet<string> = new Set(rolesMap.keys());

export function roleDef(role: string): RoleDef | undefined {
  return rolesMap.get(role);
}

/** A role authors may use: known and not abstract. */
export function isConcreteRole(role: string): boolean {
  const d = rolesMap.get(role);
  return !!d && !d.abstract;
}

/** Every aria-* state and property name. */
export const ARIA_ATTRIBUTES: ReadonlySet<string> = new Set(ariaMap.keys());

export function ariaAttrDef(name: string): AttrDef | undefined {
  return ariaMap.get(name);
}

/** Global states and properties: those of the base role `roletype`, allowed on every role. */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(Object.keys(rolesMap.get('roletype')?.props ?? {}));

/** Every role's ancestor roles (superclasses), flattened. */
const ancestorCache = new Map<string, Set<string>>();
export function superRoles(role: string): Set<string> {
  let s = ancestorCache.get(role);
  if (!s) {
    s = new Set<string>();
    for (const chain of rolesMap.get(role)?.superClass ?? []) for (const r of chain) s.add(r);
    ancestorCache.set(role, s);
  }
  return s;
}

export function isWidgetRole(role: string): boolean {
  return role === 'widget' || superRoles(role).has('widget');
}

export function isLandmarkRole(role: string): boolean {
  return superRoles(role).has('landmark');
}

export function supportsNameFromContent(role: string): boolean {
  return rolesMap.get(role)?.nameFrom.includes('contents') ?? false;
}

/** States and properties a role supports (its own plus inherited plus the globals). */
export function allowedAttributes(role: string): Set<string> {
  const d = rolesMap.get(role);
  return new Set([...Object.keys(d?.props ?? {}), ...Object.keys(d?.requiredProps ?? {})]);
}

/**
 * States and properties a role requires. aria-query lists some required states with a default
 * value (heading's aria-level 2, option's aria-selected false): the default satisfies them, so
 * only those without a default are treated as required here.
 */
export function requiredAttributes(role: string): string[] {
  const d = rolesMap.get(role);
  if (!d) return [];
  return Object.entries(d.requiredProps)
    .filter(([, v]) => v === null || v === undefined)
    .map(([k]) => k);
}

export function prohibitedAttributes(role: string): string[] {
  return rolesMap.get(role)?.prohibitedProps ?? [];
}

/** Sets of roles, one of which each owned element must have (flattened to the first role of each option). */
export function requiredOwnedRoles(role: string): Set<string> {
  const out = new Set<string>();
  for (const option of rolesMap.get(role)?.requiredOwnedElements ?? []) for (const r of option) out.add(r);
  return out;
}

export function requiredContextRoles(role: string): string[] {
  return rolesMap.get(role)?.requiredContextRole ?? [];
}

/** The role tokens of the role attribute, lower-cased. */
export function roleTokens(el: Element): string[] {
  return dom.tokens(el, 'role');
}

/** The first role token that is a concrete ARIA role (ARIA's fallback rule), or null. */
export function explicitRole(el: Element): string | null {
  for (const t of roleTokens(el)) if (isConcreteRole(t)) return t;
  return null;
}

const explicitCache = new WeakMap<Page, Array<{ el: Element; role: string }>>();

/** Every element with a valid explicit role, in tag-index order; one scan per page for all rules. */
export function elementsWithExplicitRole(page: Page): Array<{ el: Element; role: string }> {
  let out = explicitCache.get(page);
  if (!out) {
    out = [];
    for (const list of page.index.byTag.values()) {
      for (const el of list) {
        if (el.attribs['role'] === undefined) continue;
        const role = explicitRole(el);
        if (role) out.push({ el, role });
      }
    }
    explicitCache.set(page, out);
  }
  return out;
}

// ---- Implicit roles (HTML-AAM, from aria-query's elementRoles) ----------------------------------

const conceptsByTag = new Map<string, Array<{ concept: Concept; role: string }>>();
for (const [concept, roleSet] of elementRolesMap.entries()) {
  let list = conceptsByTag.get(concept.name);
  if (!list) conceptsByTag.set(concept.name, (list = []));
  for (const role of roleSet) list.push({ concept, role });
}

const INPUT_TYPES = new Set(['button', 'checkbox', 'color', 'date', 'datetime-local', 'email', 'file', 'hidden', 'image', 'month', 'number', 'password', 'radio', 'range', 'reset', 'search', 'submit', 'tel', 'text', 'time', 'url', 'week']);

/** The input's type as the browser sees it: unknown and missing types are text. */
export function inputType(el: Element): string {
  const t = (dom.attr(el, 'type') ?? '').trim().toLowerCase();
  return INPUT_TYPES.has(t) ? t : 'text';
}

const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section']);
const SECTIONING_ROLES = new Set(['article', 'complementary', 'main', 'navigation', 'region']);

/** Whether header/footer/aside sit directly in body scope (not inside sectioning content or main). */
function scopedToBody(el: Element): boolean {
  let depth = 0;
  for (let cur = el.parent as Element | null; cur && cur.name && depth < 500; cur = cur.parent as Element | null, depth++) {
    if (SECTIONING.has(cur.name)) return false;
    const r = explicitRole(cur);
    if (r && SECTIONING_ROLES.has(r)) return false;
  }
  return true;
}

function insideMain(el: Element): boolean {
  let depth = 0;
  for (let cur = el.parent as Element | null; cur && cur.name && depth < 500; cur = cur.parent as Element | null, depth++) {
    if (cur.name === 'main' || explicitRole(cur) === 'main') return true;
  }
  return false;
}

function enclosingTableRole(el: Element): string | null {
  let depth = 0;
  for (let cur = el.parent as Element | null; cur && cur.name && depth < 50; cur = cur.parent as Element | null, depth++) {
    if (cur.name === 'table') return explicitRole(cur) ?? 'table';
  }
  return null;
}

function conceptConstraintHolds(el: Element, c: string): boolean {
  switch (c) {
    case 'scoped to the body element':
      return scopedToBody(el);
    case 'scoped to the main element':
      return insideMain(el);
    case 'scoped to a sectioning content element':
    case 'scoped to a sectioning root element other than body':
      return !scopedToBody(el);
    case 'ancestor table element has table role':
      return (enclosingTableRole(el) ?? 'table') === 'table';
    case 'ancestor table element has grid role':
      return enclosingTableRole(el) === 'grid';
    case 'ancestor table element has treegrid role':
      return enclosingTableRole(el) === 'treegrid';
    default:
      // Constraints repeated by attribute conditions (size, list) or list context for li: ignore.
      return true;
  }
}

/** Score of a concept's attribute conditions against the element, or -1 when one does not hold. */
function attributeScore(el: Element, concept: Concept): number {
  let score = 0;
  for (const a of concept.attributes ?? []) {
    const raw = el.name === 'input' && a.name === 'type' ? (dom.hasAttr(el, 'type') ? inputType(el) : null) : dom.attr(el, a.name);
    const cons = a.constraints ?? [];
    if (cons.includes('undefined')) {
      if (raw !== null) return -1;
      score += 1;
    } else if (cons.includes('set')) {
      if (raw === null) return -1;
      score += 1;
    } else if (cons.includes('>1')) {
      if (raw === null || !(Number(raw) > 1)) return -1;
      score += 1;
    } else if (a.value !== undefined) {
      const v = el.name === 'input' && a.name === 'type' ? inputType(el) : raw;
      if (v === null || v.toLowerCase() !== String(a.value)) return -1;
      score += 2;
    } else {
      if (raw === null) return -1;
      score += 1;
    }
  }
  return score;
}

/** The implicit ARIA role of an HTML element, or null when it has none. */
export function implicitRole(el: Element): string | null {
  if (el.name === 'svg') return 'graphics-document';
  if (el.name === 'input' && inputType(el) === 'text' && !dom.hasAttr(el, 'list')) return 'textbox';
  if (el.name === 'li') return 'listitem';
  if (el.name === 'select') return dom.hasAttr(el, 'multiple') || Number(dom.attr(el, 'size')) > 1 ? 'listbox' : 'combobox';
  const list = conceptsByTag.get(el.name);
  if (!list) return null;
  let best: string | null = null;
  let bestScore = -1;
  for (const { concept, role } of list) {
    const score = attributeScore(el, concept);
    if (score < 0) continue;
    // A concept's constraints are alternatives ("scoped to the body element", "scoped to the main element"):
    // one must hold. A concept whose constraints hold is more specific than one without any.
    const cons = concept.constraints ?? [];
    if (cons.length && !cons.some((c) => conceptConstraintHolds(el, c))) continue;
    const total = score + (cons.length ? 0.5 : 0);
    if (total > bestScore) {
      best = role;
      bestScore = total;
    }
  }
  return best;
}

/** Whether an element has any global ARIA state or property (which cancels role=none/presentation). */
export function hasGlobalAria(el: Element): boolean {
  for (const name of Object.keys(el.attribs)) if (name.startsWith('aria-') && GLOBAL_ATTRIBUTES.has(name)) return true;
  return false;
}

/**
 * The role assistive technology will use: the explicit role when valid, except that
 * none/presentation is ignored on focusable elements or ones with global ARIA attributes
 * (the presentational-roles conflict resolution), then the implicit role.
 */
export function effectiveRole(el: Element): string | null {
  const explicit = explicitRole(el);
  if (explicit === 'none' || explicit === 'presentation') {
    if (isFocusable(el) || hasGlobalAria(el)) return implicitRole(el);
    return 'none';
  }
  return explicit ?? implicitRole(el);
}
