import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['tooltip']);

export default defineRule({
  id: 'accessibility/aria-tooltip-name',
  dimension: 'accessibility',
  title: 'ARIA tooltips have accessible names',
  failureTitle: 'Some elements with role="tooltip" have no accessible name',
  description: 'Checks that every element with role="tooltip" has an accessible name from its content, aria-label, aria-labelledby or title.',
  why: 'An empty tooltip announces nothing, so the extra information it was meant to give is lost.',
  fix: 'Put the tooltip text inside the element (it is named from its content), or add aria-label.',
  impact: 'serious',
  tags: ['axe:aria-tooltip-name', 'wcag:4.1.2', 'lighthouse:aria-tooltip-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
