import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['checkbox', 'menuitemcheckbox', 'menuitemradio', 'radio', 'switch', 'option']);

export default defineRule({
  id: 'accessibility/aria-toggle-field-name',
  dimension: 'accessibility',
  title: 'ARIA toggle fields have accessible names',
  failureTitle: 'Some ARIA checkboxes, radios, switches or options have no accessible name',
  description: 'Checks that every non-native element with role="checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio" or "option" has an accessible name from its content, aria-label, aria-labelledby or title.',
  why: 'Users hear "checkbox, not checked" without knowing what they are choosing.',
  fix: 'Give the control text content, or point aria-labelledby at its visible label.',
  impact: 'serious',
  tags: ['axe:aria-toggle-field-name', 'act:e086e5', 'wcag:4.1.2', 'lighthouse:aria-toggle-field-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
