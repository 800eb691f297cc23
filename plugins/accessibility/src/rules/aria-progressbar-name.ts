import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['progressbar']);

export default defineRule({
  id: 'accessibility/aria-progressbar-name',
  dimension: 'accessibility',
  title: 'ARIA progress bars have accessible names',
  failureTitle: 'Some elements with role="progressbar" have no accessible name',
  description: 'Checks that every non-native element with role="progressbar" has an accessible name from aria-label, aria-labelledby or title.',
  why: 'Users hear a percentage without knowing what is progressing.',
  fix: 'Add aria-label or aria-labelledby saying what is loading or progressing, e.g. "Uploading photo".',
  impact: 'serious',
  tags: ['axe:aria-progressbar-name', 'wcag:1.1.1', 'lighthouse:aria-progressbar-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
