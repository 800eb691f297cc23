import { dom, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** The form a control belongs to: its form="" owner when given, else its nearest <form> ancestor. */
export function formOwner(page: Page, el: Element): Element | null {
  const id = dom.attr(el, 'form');
  if (id !== null) {
    const owner = page.index.byId.get(id)?.find((e) => e.name === 'form');
    return owner ?? null;
  }
  return dom.closest(el, (e) => e.name === 'form');
}

/** Where a form submits to: its action resolved against the base URL (empty or missing action = the page URL). */
export function formTarget(page: Page, form: Element | null): string | null {
  const action = form ? dom.attr(form, 'action') : null;
  if (action === null || action.trim() === '') return page.url;
  return page.resolveUrl(action);
}

export function isPasswordInput(el: Element): boolean {
  return (dom.attr(el, 'type') ?? '').trim().toLowerCase() === 'password';
}
