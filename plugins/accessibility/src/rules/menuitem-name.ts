import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['menuitem']);

export default defineRule({
  id: 'accessibility/menuitem-name',
  dimension: 'accessibility',
  title: 'Menu items have accessible names',
  failureTitle: 'Some menu items have no accessible name',
  description: 'Checks that every element with role="menuitem" exposed to assistive technology (a <button>, <a>, <li> or any other element) has a non-empty accessible name from its content, aria-label, aria-labelledby or title, as ACT rule m6b1q3 asks.',
  why: 'Screen readers announce an unnamed menu item as "menu item" alone; users cannot tell the commands of a menu apart, and voice control users cannot say them.',
  fix: 'Give each menu item text, or an aria-label when it shows only an icon.',
  impact: 'serious',
  tags: ['act:m6b1q3', 'wcag:4.1.2'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES, [], { includeNative: true });
  },
});
