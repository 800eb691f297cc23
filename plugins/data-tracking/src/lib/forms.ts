import { dom, elementsInOrder, perPage, type Page } from '@pagegrade/core';
import type { AnyNode, Element } from 'domhandler';

/** autocomplete tokens that collect personal data (HTML autofill field names). */
const PERSONAL_AUTOCOMPLETE = new Set(['name', 'given-name', 'family-name', 'additional-name', 'email', 'tel', 'tel-national', 'street-address', 'address-line1', 'address-line2', 'postal-code', 'bday', 'sex', 'cc-number', 'cc-name', 'username']);
const PERSONAL_NAME = /(^|[\s_\-[.])(e-?mail|phone|tel|mobile|first_?name|last_?name|full_?name|surname|vorname|nachname|nom|prenom|telefon|address|adresse|birth|geburt)/i;
const NOT_USER = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

export interface FormFields {
  /** Fields a person fills in (not hidden, not buttons). */
  user: Element[];
  /** Names (or types) of fields that collect personal data. */
  personal: string[];
  passwords: Element[];
}

function classify(el: Element, out: FormFields): void {
  const type = el.name === 'input' ? (dom.attr(el, 'type') ?? 'text').trim().toLowerCase() : el.name;
  if (NOT_USER.has(type)) return;
  out.user.push(el);
  if (type === 'password') {
    out.passwords.push(el);
    return;
  }
  if (type === 'search') return;
  const ac = dom.tokens(el, 'autocomplete');
  const name = `${dom.attr(el, 'name') ?? ''} ${dom.attr(el, 'id') ?? ''}`.slice(0, 200);
  if (type === 'email' || type === 'tel' || ac.some((t) => PERSONAL_AUTOCOMPLETE.has(t)) || PERSONAL_NAME.test(name)) out.personal.push(dom.attr(el, 'name') ?? type);
}

const FIELD_TAGS = ['input', 'textarea', 'select'];

/**
 * The fields of every form, classified once per page: each field belongs to its form="id" owner
 * or its nearest enclosing form. Fields are classified in document order.
 */
const formIndex = perPage((page: Page): Map<Element, FormFields> => {
  const map = new Map<Element, FormFields>();
  const forms = page.index.byTag.get('form') ?? [];
  for (const f of forms) map.set(f, { user: [], personal: [], passwords: [] });
  if (forms.length > 0) {
    const fields = elementsInOrder(page, FIELD_TAGS);
    // Walking up from each field costs at most fields × depth steps, far fewer than a walk of the
    // tree on real pages; where it could be more than a few walks (thousands of fields nested
    // thousands deep), the walk keeps the cost linear.
    if (fields.length * page.index.maxDepth <= 4 * page.index.elementCount) {
      for (const field of fields) {
        const owner = ownerFields(page, map, field, nearestForm(field));
        if (owner) classify(field, owner);
      }
    } else walkForms(page, map);
  }
  return map;
});

/** The classified fields of the form a control belongs to: its form="id" owner, else `enclosing`. */
function ownerFields(page: Page, map: Map<Element, FormFields>, node: Element, enclosing: Element | null): FormFields | undefined {
  const ownerId = dom.attr(node, 'form');
  const owner = ownerId ? page.index.byId.get(ownerId)?.find((e) => e.name === 'form') ?? null : enclosing;
  return owner ? map.get(owner) : undefined;
}

function nearestForm(el: Element): Element | null {
  for (let p = el.parent; p !== null; p = p.parent) if ((p as Element).name === 'form' && dom.isElement(p as AnyNode)) return p as Element;
  return null;
}

/** The same classification in one walk of the tree, linear even for deeply nested forms. */
function walkForms(page: Page, map: Map<Element, FormFields>): void {
  const tags = page.index.byTag;
  // The walk below stops once it has met every field the index lists (usually well before the footer).
  let fieldsLeft = (tags.get('input')?.length ?? 0) + (tags.get('textarea')?.length ?? 0) + (tags.get('select')?.length ?? 0);
  // Parallel stacks (element, its enclosing form) rather than an object per node; only elements are pushed.
  const stack: Element[] = [];
  const formOf: Array<Element | null> = [];
  const push = (nodes: AnyNode[], form: Element | null) => {
    for (let i = nodes.length - 1; i >= 0; i--) {
      const n = nodes[i]!;
      if (!dom.isElement(n)) continue;
      stack.push(n);
      formOf.push(form);
    }
  };
  push(page.document.children, null);
  while (stack.length) {
    const node = stack.pop()!;
    const form = formOf.pop() as Element | null;
    const current = node.name === 'form' ? node : form;
    if (node.name === 'input' || node.name === 'textarea' || node.name === 'select') {
      const fields = ownerFields(page, map, node, current);
      if (fields) classify(node, fields);
      if (--fieldsLeft === 0) break;
    }
    push(node.children, current);
  }
}

const EMPTY: FormFields = { user: [], personal: [], passwords: [] };

/** The classified fields of a form. */
export function formFields(page: Page, form: Element): FormFields {
  return formIndex(page).get(form) ?? EMPTY;
}

/** Where the form submits: its action resolved against the base URL, or the page itself. */
export function formTarget(page: Page, form: Element): string | null {
  const action = dom.attr(form, 'action');
  if (action === null || action.trim() === '') return page.url;
  return page.resolveUrl(action);
}

export function formMethod(form: Element): 'get' | 'post' | 'dialog' {
  const m = (dom.attr(form, 'method') ?? '').trim().toLowerCase();
  return m === 'post' ? 'post' : m === 'dialog' ? 'dialog' : 'get';
}

/** A short description of a form for findings. */
export function formLabel(page: Page, form: Element): string {
  const id = dom.attr(form, 'id') ?? dom.attr(form, 'name');
  const target = formTarget(page, form) ?? '';
  return `Form${id ? ` #${id}` : ''} (action ${target.length > 80 ? `${target.slice(0, 79)}…` : target})`;
}
