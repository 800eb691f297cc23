import { defineRule } from '@pagegrade/core';
import { accName, explicitRole } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { closestWithin, describe } from '../lib/info.ts';

/** A header cell of a table that keeps its table role. */
function inDataTable(th: Element): boolean {
  const table = closestWithin(th, (e) => e.name === 'table', 8);
  if (!table) return false;
  const role = explicitRole(table);
  return role !== 'none' && role !== 'presentation';
}

export default defineRule({
  id: 'accessibility/empty-table-header',
  dimension: 'accessibility',
  title: 'Table header cells have text',
  failureTitle: 'Some table header cells are empty',
  description: 'Checks that every <th> in a data table (not role="none"/"presentation") has an accessible name from its content, aria-label, aria-labelledby or title.',
  why: 'Screen readers announce the header before each cell of its row or column; an empty header gives no context, so the data cannot be understood.',
  fix: 'Put a short label in every header cell; if the corner cell of a table is meant to be empty, make it a <td>.',
  impact: 'minor',
  tags: ['axe:empty-table-header', 'best-practice'],
  select: { tags: ['th'], where: inDataTable, exposed: true, none: 'The page has no data table header cells.' },
  judge(th, ctx) {
    const r = accName(th, ctx.page);
    if (!r.name && r.complete) return `Header cell ${describe(th, 60)} is empty.`;
  },
});
