import { defineRule } from '@pagegrade/core';
import { accName, effectiveRole, inputType, isHidden } from '@pagegrade/core/a11y';
import { describe, reportExposed } from '../lib/info.ts';

/** Input types that are buttons (input-button-name, input-image-alt) or not exposed at all. */
const NOT_FIELDS = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

export default defineRule({
  id: 'accessibility/label',
  dimension: 'accessibility',
  title: 'Form fields have labels',
  failureTitle: 'Some form fields have no label or other accessible name',
  description: 'Checks that every text field, checkbox, radio button, file, range and date input and every <textarea> exposed to assistive technology has an accessible name: a <label> (for/id or wrapping), aria-label, aria-labelledby, title or, as a last resort, a placeholder.',
  why: 'Without a label a screen reader announces only "edit text" or "checkbox", so users cannot know what to enter or choose; a visible label also helps everyone and enlarges the click target.',
  fix: 'Add a <label for="field-id"> with visible text for each field (or wrap the field in the label). Use aria-labelledby only when a visible label element cannot be used.',
  impact: 'critical',
  tags: ['axe:label', 'act:e086e5', 'wcag:4.1.2', 'wcag:1.3.1', 'lighthouse:label'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const tag of ['input', 'textarea']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if (tag === 'input' && NOT_FIELDS.has(inputType(el))) continue;
        if (isHidden(page, el) || effectiveRole(el) === 'none') continue;
        checked++;
        if (accName(el, page).name) continue;
        const what = tag === 'textarea' ? 'Text area' : `${inputType(el)} field`;
        const id = el.attribs['name'] ?? el.attribs['id'];
        reportExposed(ctx, el, `${what[0]!.toUpperCase()}${what.slice(1)} ${id ? `"${id}"` : describe(el)} has no label.`);
      }
    }
    if (checked === 0) return ctx.notApplicable('The page has no text fields, checkboxes, radios or text areas.');
    return undefined;
  },
});
