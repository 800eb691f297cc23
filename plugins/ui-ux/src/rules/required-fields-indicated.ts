import { defineRule, dom, type Page } from '@pagegrade/core';
import { boundedText, ctxOf, findDescendant } from '../lib/tree.ts';
import type { Element } from 'domhandler';
import { allControls, describeControl, inputType, isFillable, labelsForId, visibleLabel } from '../lib/forms.ts';

const MARKER = /\*|required|mandatory|obligatoire|obligatorio|pflicht|erforderlich|verplicht|obbligatorio/i;
const FORM_NOTE = /(all|every) (fields?|questions?)( below)? (are|is) (required|mandatory)|(\*|asterisk)[^.]{0,40}(required|mandatory)|(required|mandatory) fields?[^.]{0,20}(\*|asterisk|marked)/i;

function labelMarker(el: Element, page: Page): boolean {
  // Markers are often a styled element (<span class="required">*</span>, <abbr title="required">).
  const id = dom.attr(el, 'id');
  const wrapping = ctxOf(page, el).label;
  const check = (l: Element) => findDescendant(l, (d) => /required|mandatory/i.test(dom.attr(d, 'class') ?? '') || /required/i.test(dom.attr(d, 'title') ?? ''), 500) !== null;
  if (wrapping && check(wrapping)) return true;
  if (id) for (const l of labelsForId(page, id)) if (check(l)) return true;
  return false;
}


export default defineRule({
  id: 'ui-ux/required-fields-indicated',
  dimension: 'uiux',
  title: 'Required fields are marked as required',
  failureTitle: 'Some required fields are not marked as required in their labels',
  description:
    'For visible fields with the required attribute or aria-required="true" (checkboxes and radios excepted), checks that the visible label carries a marker — an asterisk, the word "required" (or a translation), or an element classed "required" — ' +
    'or that the form states that all fields are required. Each unmarked field warns; forms with a single field are exempt. Not applicable without required fields.',
  why: 'When people cannot see which fields are mandatory they skip one, submit, and are sent back with an error — the most common cause of form abandonment. WCAG 3.3.2 asks for labels or instructions.',
  fix: 'Add a visible marker to each required label, e.g. <label for="email">Email <span class="required" aria-hidden="true">*</span></label>, and explain it once at the top of the form ("* required").',
  impact: 'minor',
  tags: ['wcag:3.3.2'],
  check(ctx) {
    const page = ctx.page;
    const noteCache = new Map<Element | null, boolean>();
    // Visible fields per form: a one-field form (newsletter, search) needs no required marker.
    const perForm = new Map<Element | null, number>();
    const controls = allControls(page).filter((el) => {
      const c = ctxOf(page, el);
      return isFillable(el) && !c.hidden && !c.inert;
    });
    for (const el of controls) {
      const f = ctxOf(page, el).form;
      perForm.set(f, (perForm.get(f) ?? 0) + 1);
    }
    let judged = 0;
    for (const el of controls) {
      if (!dom.hasAttr(el, 'required') && dom.attr(el, 'aria-required') !== 'true') continue;
      const t = inputType(el);
      if (t === 'checkbox' || t === 'radio') continue;
      judged++;
      const label = visibleLabel(el, page);
      if (MARKER.test(label) || MARKER.test(dom.attr(el, 'placeholder') ?? '') || labelMarker(el, page)) continue;
      const form = ctxOf(page, el).form;
      if (form && perForm.get(form) === 1) continue;
      if (!noteCache.has(form)) noteCache.set(form, form ? FORM_NOTE.test(boundedText(form, 20000, 20000)) : false);
      if (noteCache.get(form)) continue;
      ctx.warn(el, `${describeControl(el)} is required but its label${label ? ` "${label.slice(0, 40)}"` : ''} does not say so.`);
    }
    if (judged === 0) return ctx.notApplicable('No visible field is marked required or aria-required.');
    return undefined;
  },
});
