/**
 * ARIA data for accessible names and the accessibility checks. Roles, their allowed, required and
 * prohibited states and properties, required owned elements and context roles, attribute value
 * types and the HTML elements' implicit roles all come from aria-query (WAI-ARIA 1.2, DPUB-ARIA,
 * HTML-AAM); this module only reshapes them for fast lookups.
 */
import ariaQuery from 'aria-query';
import type { Element } from 'domhandler';
import * as dom from '../dom/index.ts';
import { inTagOrder, perPage, type Page } from '../engine/page.ts';
import { isFocusable } from './focus.ts';

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

// aria-query's maps look a key up by filtering an array of pairs (a scan and two allocations per
// lookup); the rules ask for role and attribute definitions per element, so they are copied into
// native maps once.
const ROLE_DEFS = new Map<string, RoleDef>();
for (const k of rolesMap.keys()) ROLE_DEFS.set(k, rolesMap.get(k)!);
const ATTR_DEFS = new Map<string, AttrDef>();
for (const k of ariaMap.keys()) ATTR_DEFS.set(k, ariaMap.get(k)!);

/**
 * WAI-ARIA 1.3 global states and properties aria-query 5.3 (WAI-ARIA 1.2) does not list as
 * global. Source: WAI-ARIA 1.3 (W3C Working Draft, 2024, and the Editor's Draft for aria-actions),
 * §6.7 "Definitions of States and Properties": aria-description (a string, which aria-query knows
 * but gives no role), aria-braillelabel and aria-brailleroledescription (strings), aria-actions (an
 * ID reference list) — all global. The braille properties are prohibited wherever aria-label is
 * (caption, code, deletion, emphasis, generic, insertion, paragraph, presentation/none, strong,
 * subscript, superscript), and aria-roledescription is prohibited on generic. aria-details, an ID
 * reference in WAI-ARIA 1.2, is an ID reference list in 1.3 (an element may have several details).
 * axe-core 4.14 takes all four as global too. Drop this table once aria-query ships ARIA 1.3.
 */
const ARIA_13_GLOBALS: Record<string, AttrDef> = {
  'aria-description': { type: 'string' },
  'aria-braillelabel': { type: 'string' },
  'aria-brailleroledescription': { type: 'string' },
  'aria-actions': { type: 'idlist' },
};
const BRAILLE = ['aria-braillelabel', 'aria-brailleroledescription'];
for (const [name, def] of Object.entries(ARIA_13_GLOBALS)) if (!ATTR_DEFS.has(name)) ATTR_DEFS.set(name, def);
if (ATTR_DEFS.get('aria-details')?.type === 'id') ATTR_DEFS.set('aria-details', { type: 'idlist' });
const PROHIBITED = new Map<string, string[]>();
for (const [role, d] of ROLE_DEFS) {
  const own = d.prohibitedProps ?? [];
  if (own.length === 0) continue;
  const more = own.includes('aria-label') ? BRAILLE : [];
  PROHIBITED.set(role, [...new Set([...own, ...more, ...(role === 'generic' ? ['aria-roledescription'] : [])])]);
}
// none is a synonym of presentation, which aria-query describes alone.
if (!PROHIBITED.has('none') && PROHIBITED.has('presentation')) PROHIBITED.set('none', PROHIBITED.get('presentation')!);

const CONCRETE_ROLES = new Set([...ROLE_DEFS].filter(([, d]) => !d.abstract).map(([k]) => k));
const NAME_FROM_CONTENTS = new Set([...ROLE_DEFS].filter(([, d]) => d.nameFrom.includes('contents')).map(([k]) => k));

/** Every role aria-query knows, abstract ones included. */
export const ALL_ROLES: ReadonlySet<string> = new Set(ROLE_DEFS.keys());

export function roleDef(role: string): RoleDef | undefined {
  return ROLE_DEFS.get(role);
}

/** A role authors may use: known and not abstract. */
export function isConcreteRole(role: string): boolean {
  return CONCRETE_ROLES.has(role);
}

/** Every aria-* state and property name. */
export const ARIA_ATTRIBUTES: ReadonlySet<string> = new Set(ATTR_DEFS.keys());

export function ariaAttrDef(name: string): AttrDef | undefined {
  return ATTR_DEFS.get(name);
}

/**
 * The global states and properties of WAI-ARIA 1.2 (those of the base role `roletype`), whose
 * presence cancels role=none/presentation (presentational roles conflict resolution; ACT rule
 * kb1m8s holds that the 1.3 braille properties do not).
 */
export const PRESENTATION_CANCELLING: ReadonlySet<string> = new Set(Object.keys(ROLE_DEFS.get('roletype')?.props ?? {}));

/** Global states and properties, allowed on every role that does not prohibit them: WAI-ARIA 1.2's and the globals 1.3 adds. */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set([...PRESENTATION_CANCELLING, ...Object.keys(ARIA_13_GLOBALS)]);

/**
 * Global in WAI-ARIA 1.1, deprecated as globals in WAI-ARIA 1.2 (§6.4, "Global States and
 * Properties": kept only on the roles that use them). Browsers still expose them on every role,
 * and axe-core still takes them as global: every role supports them here. They do not cancel
 * role=none/presentation (ARIA 1.2's conflict resolution names the 1.2 globals).
 */
export const DEPRECATED_GLOBALS: ReadonlySet<string> = new Set(['aria-disabled', 'aria-errormessage', 'aria-haspopup', 'aria-invalid']);

/** Every role's ancestor roles (superclasses), flattened. */
const ancestorCache = new Map<string, Set<string>>();
const NO_ROLES: Set<string> = new Set();
export function superRoles(role: string): Set<string> {
  let s = ancestorCache.get(role);
  if (!s) {
    // Role tokens come from pages: only the roles of the ARIA data are memoised, so a page full of
    // made-up roles cannot grow the memo of a long-running server.
    if (!ROLE_DEFS.has(role)) return NO_ROLES;
    s = new Set<string>();
    for (const chain of ROLE_DEFS.get(role)?.superClass ?? []) for (const r of chain) s.add(r);
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
  return NAME_FROM_CONTENTS.has(role);
}

/**
 * States and properties a role supports: its own and its superclasses' (aria-query lists them
 * flattened), the globals of WAI-ARIA 1.2 and 1.3, and the former globals 1.2 deprecated.
 */
export function allowedAttributes(role: string): ReadonlySet<string> {
  let s = allowedCache.get(role);
  if (!s) {
    const d = ROLE_DEFS.get(role);
    s = new Set([...Object.keys(d?.props ?? {}), ...Object.keys(d?.requiredProps ?? {}), ...GLOBAL_ATTRIBUTES, ...DEPRECATED_GLOBALS]);
    // Only the roles of the ARIA data are memoised (page tokens could be anything).
    if (d) allowedCache.set(role, s);
  }
  return s;
}
const allowedCache = new Map<string, ReadonlySet<string>>();

/**
 * States and properties a role requires (aria-query), less those whose default value WAI-ARIA 1.2
 * lists under the role's "Implicit Value for Role" as satisfying the requirement: aria-selected of
 * option and tab. aria-query also gives defaults for heading's aria-level and combobox's
 * aria-expanded, but WAI-ARIA 1.2 requires authors to set those (and ACT rule 4e8ab6 does).
 */
export function requiredAttributes(role: string): string[] {
  const d = ROLE_DEFS.get(role);
  if (!d) return [];
  return Object.keys(d.requiredProps).filter((k) => !(k === 'aria-selected' && (role === 'option' || role === 'tab')));
}

/** States and properties a role prohibits (aria-query, with the WAI-ARIA 1.3 supplement above). */
export function prohibitedAttributes(role: string): string[] {
  return PROHIBITED.get(role) ?? [];
}

/** Sets of roles, one of which each owned element must have (flattened to the first role of each option). */
/**
 * What a role's required owned elements allow inside one of its intermediate containers: for
 * menu, a group may own menuitem, menuitemradio and menuitemcheckbox (aria-query lists these as
 * [item, container] pairs). Empty when the role has no such container.
 */
export function requiredOwnedInside(role: string, container: string): Set<string> {
  const out = new Set<string>();
  for (const option of ROLE_DEFS.get(role)?.requiredOwnedElements ?? []) if (option.length > 1 && option[option.length - 1] === container) out.add(option[0]!);
  return out;
}

export function requiredOwnedRoles(role: string): Set<string> {
  const out = new Set<string>();
  for (const option of ROLE_DEFS.get(role)?.requiredOwnedElements ?? []) for (const r of option) out.add(r);
  return out;
}

export function requiredContextRoles(role: string): string[] {
  return ROLE_DEFS.get(role)?.requiredContextRole ?? [];
}

/** The role tokens of the role attribute, lower-cased. */
export function roleTokens(el: Element): string[] {
  return dom.tokens(el, 'role');
}

const HTML_SPACE = /[\t\n\f\r ]/;

/** The first role token that is a concrete ARIA role (ARIA's fallback rule), or null. */
export function explicitRole(el: Element): string | null {
  // Asked for every element and its ancestors: no token array for the common one-token value.
  const v = el.attribs['role'];
  if (!v) return null;
  if (!HTML_SPACE.test(v)) {
    const t = v.toLowerCase();
    return CONCRETE_ROLES.has(t) ? t : null;
  }
  for (const t of roleTokens(el)) if (CONCRETE_ROLES.has(t)) return t;
  return null;
}

/** Every element with a valid explicit role, in tag-index order; one scan per page for all rules. */
export const elementsWithExplicitRole = perPage((page: Page): Array<{ el: Element; role: string }> => {
  const out: Array<{ el: Element; role: string }> = [];
  for (const el of inTagOrder(page, page.index.byAttribute.get('role'))) {
    const role = explicitRole(el);
    if (role) out.push({ el, role });
  }
  return out;
});

// ---- Implicit roles (HTML-AAM, from aria-query's elementRoles) ----------------------------------

/** One attribute condition of a concept, decoded once: how it is tested and against what. */
interface AttrTest {
  name: string;
  /** undefined: must be absent; set: present; gt1: a number above 1; value: equal (case-insensitive) to `value`; present: present. */
  kind: 'undefined' | 'set' | 'gt1' | 'value' | 'present';
  value: string;
  /** The input's type attribute, read as the browser sees it (inputType). */
  inputTypeAttr: boolean;
}
interface CompiledConcept {
  role: string;
  tests: AttrTest[];
  constraints: string[];
}

const conceptsByTag = new Map<string, CompiledConcept[]>();
for (const [concept, roleSet] of elementRolesMap.entries()) {
  let list = conceptsByTag.get(concept.name);
  if (!list) conceptsByTag.set(concept.name, (list = []));
  const tests: AttrTest[] = (concept.attributes ?? []).map((a) => {
    const cons = a.constraints ?? [];
    const kind = cons.includes('undefined') ? 'undefined' : cons.includes('set') ? 'set' : cons.includes('>1') ? 'gt1' : a.value !== undefined ? 'value' : 'present';
    return { name: a.name, kind, value: String(a.value), inputTypeAttr: concept.name === 'input' && a.name === 'type' };
  });
  for (const role of roleSet) list.push({ role, tests, constraints: concept.constraints ?? [] });
}

/**
 * Tags whose concepts have neither attribute conditions nor constraints (div, p, h1, ul, nav,
 * button …): every concept scores 0, so the first one's role is the answer, whatever the element.
 */
const FIXED_ROLES = new Map<string, string>();
for (const [tag, list] of conceptsByTag) if (list.length > 0 && list.every((c) => c.tests.length === 0 && c.constraints.length === 0)) FIXED_ROLES.set(tag, list[0]!.role);

const INPUT_TYPES = new Set(['button', 'checkbox', 'color', 'date', 'datetime-local', 'email', 'file', 'hidden', 'image', 'month', 'number', 'password', 'radio', 'range', 'reset', 'search', 'submit', 'tel', 'text', 'time', 'url', 'week']);

/** The input's type as the browser sees it: unknown and missing types are text. */
export function inputType(el: Element): string {
  const raw = el.attribs['type'];
  if (raw === undefined) return 'text';
  if (INPUT_TYPES.has(raw)) return raw;
  const t = raw.trim().toLowerCase();
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

/**
 * HTML-AAM: an aside is complementary when it is scoped to the body or the main element (no
 * article, aside, nav or section around it) or has a name of its own; otherwise it is generic.
 * aria-query 5.3 still maps every aside to complementary.
 */
function asideIsComplementary(el: Element): boolean {
  if (!dom.isBlank(el.attribs['aria-label'] ?? '') || !dom.isBlank(el.attribs['aria-labelledby'] ?? '') || !dom.isBlank(el.attribs['title'] ?? '')) return true;
  let depth = 0;
  for (let cur = el.parent as Element | null; cur && cur.name && depth < 500; cur = cur.parent as Element | null, depth++) {
    if (cur.name !== 'main' && SECTIONING.has(cur.name)) return false;
    const r = explicitRole(cur);
    if (r && r !== 'main' && SECTIONING_ROLES.has(r)) return false;
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

function anyConstraintHolds(el: Element, constraints: readonly string[]): boolean {
  for (let i = 0; i < constraints.length; i++) if (conceptConstraintHolds(el, constraints[i]!)) return true;
  return false;
}

/** Score of a concept's attribute conditions against the element, or -1 when one does not hold. */
function attributeScore(el: Element, tests: readonly AttrTest[]): number {
  let score = 0;
  for (const a of tests) {
    const raw = a.inputTypeAttr ? (el.attribs['type'] !== undefined ? inputType(el) : null) : (el.attribs[a.name] ?? null);
    switch (a.kind) {
      case 'undefined':
        if (raw !== null) return -1;
        score += 1;
        break;
      case 'set':
      case 'present':
        if (raw === null) return -1;
        score += 1;
        break;
      case 'gt1':
        if (raw === null || !(Number(raw) > 1)) return -1;
        score += 1;
        break;
      case 'value': {
        const v = a.inputTypeAttr ? inputType(el) : raw;
        if (v === null || (v !== a.value && v.toLowerCase() !== a.value)) return -1;
        score += 2;
        break;
      }
    }
  }
  return score;
}

/** The implicit ARIA role of an HTML element, or null when it has none. */
export function implicitRole(el: Element): string | null {
  const name = el.name;
  if (name === 'svg') return 'graphics-document';
  if (name === 'input' && inputType(el) === 'text' && el.attribs['list'] === undefined) return 'textbox';
  if (name === 'li') return 'listitem';
  // aria-query's concepts for <a>: generic, and link when href is set (asked for every link).
  if (name === 'a') return el.attribs['href'] !== undefined ? 'link' : 'generic';
  if (name === 'aside') return asideIsComplementary(el) ? 'complementary' : 'generic';
  if (name === 'select') return el.attribs['multiple'] !== undefined || Number(el.attribs['size'] ?? null) > 1 ? 'listbox' : 'combobox';
  const fixed = FIXED_ROLES.get(name);
  if (fixed !== undefined) return fixed;
  const list = conceptsByTag.get(name);
  if (!list) return null;
  let best: string | null = null;
  let bestScore = -1;
  for (let i = 0; i < list.length; i++) {
    const { role, tests, constraints } = list[i]!;
    const score = attributeScore(el, tests);
    if (score < 0) continue;
    // A concept's constraints are alternatives ("scoped to the body element", "scoped to the main element"):
    // one must hold. A concept whose constraints hold is more specific than one without any.
    if (constraints.length && !anyConstraintHolds(el, constraints)) continue;
    const total = score + (constraints.length ? 0.5 : 0);
    if (total > bestScore) {
      best = role;
      bestScore = total;
    }
  }
  return best;
}

/** Whether an element has any global ARIA state or property (which cancels role=none/presentation). */
export function hasGlobalAria(el: Element): boolean {
  for (const name in el.attribs) if (name.startsWith('aria-') && PRESENTATION_CANCELLING.has(name)) return true;
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
