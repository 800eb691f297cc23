import { defineRule, dom } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';
import type { Element } from 'domhandler';
import { allControls, inputType, isFillable } from '../lib/forms.ts';

function isSubmit(el: Element): boolean {
  if (el.name === 'button') return ['', 'submit'].includes((dom.attr(el, 'type') ?? '').trim().toLowerCase());
  return el.name === 'input' && ['submit', 'image'].includes(inputType(el));
}

export default defineRule({
  id: 'ui-ux/form-submit-button',
  dimension: 'uiux',
  title: 'Every form has a submit button',
  failureTitle: 'Some forms have no submit button',
  description:
    'For each visible <form> with at least one fillable field, looks for a submit button inside it or associated by form="id" (<button> without type or type="submit", <input type="submit"> or type="image"). ' +
    'A form with several fields and no submit button fails; one with a single text field warns, since pressing Enter still submits it. Not applicable without forms.',
  why: 'Without a visible submit button, users — especially on touch screens and with assistive technology — do not know how to send the form; forms that submit on change also surprise people mid-selection (WCAG 3.2.2).',
  fix: 'Add <button type="submit">Send</button> (with a specific label) to every form; do not rely on Enter or on change events to submit.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    // One pass over the controls, grouped by their form (no per-form subtree walks).
    const fields = new Map<Element, Element[]>();
    const submits = new Set<Element>();
    const external = new Set<string>();
    const controls = [...allControls(page), ...(page.index.byTag.get('button') ?? [])];
    for (const el of controls) {
      const c = ctxOf(page, el);
      const f = dom.attr(el, 'form');
      if (isSubmit(el)) {
        if (f) external.add(f);
        else if (c.form) submits.add(c.form);
        continue;
      }
      if (!c.form || c.hidden || !isFillable(el)) continue;
      let list = fields.get(c.form);
      if (!list) fields.set(c.form, (list = []));
      list.push(el);
    }
    let judged = 0;
    for (const form of page.index.byTag.get('form') ?? []) {
      const c = ctxOf(page, form);
      const list = fields.get(form);
      if (c.hidden || c.inert || !list) continue;
      judged++;
      const id = dom.attr(form, 'id');
      if (submits.has(form) || (id && external.has(id))) continue;
      const name = id ? `#${id}` : dom.attr(form, 'action') ? `with action="${dom.attr(form, 'action')!.slice(0, 60)}"` : dom.snippet(form, 60);
      const textish = list.filter((f) => ['text', 'search', 'email', 'tel', 'url', 'password', 'number'].includes(inputType(f)));
      if (list.length === 1 && textish.length === 1) ctx.warn(form, `The form ${name} has one text field and no submit button; only Enter submits it.`);
      else ctx.report(form, `The form ${name} has ${list.length} fields and no submit button.`);
    }
    if (judged === 0) return ctx.notApplicable('The page has no form with fields.');
    return undefined;
  },
});
