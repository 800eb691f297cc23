import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['combobox', 'listbox', 'searchbox', 'slider', 'spinbutton', 'textbox']);

export default defineRule({
  id: 'accessibility/aria-input-field-name',
  dimension: 'accessibility',
  title: 'ARIA input fields have accessible names',
  failureTitle: 'Some ARIA input fields (textbox, combobox, listbox, slider …) have no accessible name',
  description: 'Checks that every non-native element with role="textbox", "searchbox", "combobox", "listbox", "slider" or "spinbutton" has an accessible name from aria-label, aria-labelledby or title (these roles do not take their name from content).',
  why: 'A custom field without a name is announced as "edit text" or "slider" with no hint of what to enter.',
  fix: 'Point aria-labelledby at the visible label of the field, or add an aria-label.',
  impact: 'serious',
  tags: ['axe:aria-input-field-name', 'act:e086e5', 'wcag:4.1.2', 'lighthouse:aria-input-field-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
