import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['tab']);

export default defineRule({
  id: 'accessibility/aria-tab-name',
  dimension: 'accessibility',
  title: 'ARIA tabs have accessible names',
  failureTitle: 'Some elements with role="tab" have no accessible name',
  description: 'Checks that every element with role="tab" has an accessible name (WAI-ARIA 1.2: a tab is named from its content, aria-label, aria-labelledby or title). Native <button role="tab"> is left to the button-name check.',
  why: 'A screen reader announces an unnamed tab as just "tab 2 of 4", so users cannot tell which panel it opens.',
  fix: 'Put the tab\'s label inside it as text, or, for an icon-only tab, add aria-label.',
  impact: 'serious',
  tags: ['axe:aria-tab-name', 'wcag:4.1.2'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES);
  },
});
