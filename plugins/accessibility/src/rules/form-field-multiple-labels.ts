import { defineRule } from '@pagegrade/core';
import { contentText, inputType, isHidden, labelsOf } from '@pagegrade/core/a11y';
import { q } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/form-field-multiple-labels',
  dimension: 'accessibility',
  title: 'Form fields have one label each',
  failureTitle: 'Some form fields have more than one <label>',
  description: 'Checks that no input, select or textarea is labelled by more than one <label> element (several label[for] pointing at it, or a label[for] plus a wrapping label). Warns, since whether it hurts depends on how each screen reader combines them.',
  why: 'Screen readers and browsers handle several labels inconsistently: some read only the first, some all of them, so users may hear an incomplete or confusing name.',
  fix: 'Keep one <label> per field; put extra help text in an element referenced by aria-describedby.',
  impact: 'moderate',
  tags: ['axe:form-field-multiple-labels', 'wcag:3.3.2', 'lighthouse:form-field-multiple-labels'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const tag of ['input', 'select', 'textarea']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if ((tag === 'input' && inputType(el) === 'hidden') || isHidden(page, el)) continue;
        const labels = labelsOf(el, page);
        if (labels.length === 0) continue;
        checked++;
        if (labels.length > 1) ctx.warn(el, `${tag} ${q(el.attribs['name'] ?? el.attribs['id'] ?? '')} has ${labels.length} labels: ${labels.map((l) => q(contentText(l, page).text, 30)).join(', ')}.`);
      }
    }
    if (checked === 0) return ctx.notApplicable('No form field has a <label>.');
    return undefined;
  },
});
