import { defineRule } from '@pagegrade/core';
import { accName, effectiveRole } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/select-name',
  dimension: 'accessibility',
  title: 'Select lists have labels',
  failureTitle: 'Some <select> lists have no label',
  description: 'Checks that every <select> exposed to assistive technology has an accessible name from a <label>, aria-label, aria-labelledby or title. The selected option is a value, not a name.',
  why: 'Screen readers announce an unlabelled select as "combo box" followed by its current value, so users do not know what they are choosing.',
  fix: 'Add a <label for="select-id"> with visible text, or wrap the select in a <label>.',
  impact: 'critical',
  tags: ['axe:select-name', 'act:e086e5', 'wcag:4.1.2', 'wcag:1.3.1', 'lighthouse:select-name'],
  // role="none" wins on a select that cannot take focus (disabled): it is then no form field.
  select: { tags: ['select'], where: (el) => effectiveRole(el) !== 'none', exposed: true, none: 'The page has no <select> elements.' },
  judge(el, ctx) {
    if (accName(el, ctx.page).name) return;
    const id = el.attribs['name'] ?? el.attribs['id'];
    return `Select ${id ? `"${id}"` : describe(el)} has no label.`;
  },
});
