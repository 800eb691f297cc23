/**
 * Helpers the accessibility rules share on top of core's accessibility module
 * (`@pagegrade/core/a11y`): reporting a finding as the element's hidden state allows, and short
 * references to elements and values for finding details.
 */
import type { AnyNode, Element } from 'domhandler';
import { dom, escapeRegExp, type Page } from '@pagegrade/core';

/** Reporting by hidden state is core's (`@pagegrade/core/a11y`), shared with `select` rules that declare `exposed`. */
export { reportExposed, HIDDEN_UNKNOWN_REASON } from '@pagegrade/core/a11y';

/** A short, readable reference to an element for finding details: `<img src="hero.jpg">`. */
export function describe(el: Element, max = 90): string {
  return dom.snippet(el, max);
}

/** Quotes a value for a finding, shortened. */
export function q(value: string, max = 60): string {
  const v = dom.normalizeSpace(value);
  return `"${v.length > max ? `${v.slice(0, max - 1)}…` : v}"`;
}

/** The nearest ancestor matching, looking at most `limit` levels up (keeps rules linear on very deep trees). */
export function closestWithin(el: Element, predicate: (e: Element) => boolean, limit = 64): Element | null {
  let cur = el.parent as Element | null;
  for (let i = 0; cur && cur.name && i < limit; i++, cur = cur.parent as Element | null) if (predicate(cur)) return cur;
  return null;
}

/**
 * The first `max` characters of an element's text (white space collapsed), for finding details.
 * Stops early, so quoting an element that wraps a huge or deeply nested subtree stays cheap.
 */
export function shortText(el: Element, max = 40): string {
  let out = '';
  let visits = 0;
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  while (stack.length && out.length < max * 2 + 20 && ++visits < 2000) {
    const n = stack.pop()!;
    if (dom.isText(n)) out += n.data;
    else if (dom.isElement(n) && n.name !== 'script' && n.name !== 'style' && n.name !== 'template') {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  const t = dom.normalizeSpace(out);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/**
 * Whether a script of the page names this element by its id and deals with focus: such a script
 * may move focus away as soon as the element receives it (a focus sentinel at the edge of a
 * dialog), and an element that loses focus at once is not focusable for ACT. Without running the
 * script this cannot be decided either way.
 */
export function focusMayBeManagedByScript(page: Page, el: Element): boolean {
  const id = el.attribs['id'];
  if (!id) return false;
  for (const s of page.scripts) if (s.text.includes(id) && s.text.includes('focus')) return true;
  return false;
}

/**
 * Whether a page script moves focus away from this element the moment it receives it: the element,
 * found by its id (`getElementById('sentinel')`, `querySelector('#sentinel')`), gets a focus or
 * focusin listener (or an onfocus handler) that calls `.focus()` — a focus sentinel that wraps
 * focus back into a dialog. ACT counts such an element as not focusable (rule 6cfa84). Read from
 * the script's text, close to the id: a looser mention is focusMayBeManagedByScript's review.
 */
export function focusRedirectedByScript(page: Page, el: Element): boolean {
  const id = el.attribs['id'];
  if (!id) return false;
  const re = new RegExp(`(['"\`])#?${escapeRegExp(id)}\\1\\s*\\)\\s*(?:\\.addEventListener\\(\\s*(['"\`])focus(?:in)?\\2\\s*,|\\.onfocus(?:in)?\\s*=)[\\s\\S]{0,200}?\\.focus\\(\\s*\\)`);
  for (const s of page.scripts) if (s.text.includes(id) && re.test(s.text.length > 200_000 ? s.text.slice(0, 200_000) : s.text)) return true;
  return false;
}

/**
 * Whether a script of the page attaches shadow trees: their content is built when the script
 * runs, so a check that finds nothing to judge in the markup cannot say the page has nothing.
 */
export function buildsShadowTrees(page: Page): boolean {
  for (const s of page.scripts) if (s.text.includes('attachShadow')) return true;
  return false;
}
