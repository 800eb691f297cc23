import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

// Menu items, native or not, have their own check (menuitem-name).
const ROLES = new Set(['button', 'link']);

export default defineRule({
  id: 'accessibility/aria-command-name',
  dimension: 'accessibility',
  title: 'ARIA buttons and links have accessible names',
  failureTitle: 'Some elements with role button or link have no accessible name',
  description: 'Checks that every non-native element with role="button" or "link" has an accessible name from its content, aria-label, aria-labelledby or title. Native <button> and <a> elements are covered by button-name and link-name, menu items by menuitem-name.',
  why: 'A command without a name is announced only as "button" or "link"; screen reader and voice control users cannot tell what it does or activate it by name.',
  fix: 'Put visible text inside the element, or add an aria-label naming the action (an icon-only control needs one).',
  impact: 'serious',
  tags: ['axe:aria-command-name', 'act:97a4e1', 'wcag:4.1.2', 'lighthouse:aria-command-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
