import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['meter']);

export default defineRule({
  id: 'accessibility/aria-meter-name',
  dimension: 'accessibility',
  title: 'ARIA meters have accessible names',
  failureTitle: 'Some elements with role="meter" have no accessible name',
  description: 'Checks that every non-native element with role="meter" has an accessible name from aria-label, aria-labelledby or title.',
  why: 'A meter announced without a name gives a number with no meaning ("70" of what?).',
  fix: 'Add aria-label or aria-labelledby saying what the meter measures, e.g. "Disk usage".',
  impact: 'serious',
  tags: ['axe:aria-meter-name', 'wcag:1.1.1', 'lighthouse:aria-meter-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
