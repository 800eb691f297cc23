import { defineRule } from '@pagegrade/core';
import { checkRoleNames } from '../lib/role-name.ts';

const ROLES = new Set(['dialog', 'alertdialog']);

export default defineRule({
  id: 'accessibility/aria-dialog-name',
  dimension: 'accessibility',
  title: 'Dialogs have accessible names',
  failureTitle: 'Some dialogs have no accessible name',
  description: 'Checks that every element with role="dialog" or "alertdialog", and every <dialog> element, has an accessible name from aria-label, aria-labelledby or title. Dialogs hidden by markup (hidden attribute, aria-hidden) are skipped even though scripts may show them later.',
  why: 'When a dialog opens, screen readers announce its name to tell users where focus went; an unnamed dialog is just "dialog".',
  fix: 'Point aria-labelledby at the dialog heading, e.g. <div role="dialog" aria-labelledby="dlg-title">.',
  impact: 'serious',
  tags: ['axe:aria-dialog-name', 'best-practice', 'lighthouse:aria-dialog-name'],
  check(ctx) {
    return checkRoleNames(ctx, ROLES, ctx.page.index.byTag.get('dialog') ?? []);
  },
});
