import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['treeitem']);

export default defineRule({
  id: 'accessibility/aria-treeitem-name',
  dimension: 'accessibility',
  title: 'ARIA tree items have accessible names',
  failureTitle: 'Some elements with role="treeitem" have no accessible name',
  description: 'Checks that every element with role="treeitem" has an accessible name from its content, aria-label, aria-labelledby or title.',
  why: 'Tree navigation announces each item by name; unnamed items are silent stops.',
  fix: 'Give each tree item visible text or an aria-label.',
  impact: 'serious',
  tags: ['axe:aria-treeitem-name', 'wcag:4.1.2', 'lighthouse:aria-treeitem-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
