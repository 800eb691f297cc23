import { defineRule } from '@pagegrade/core';
import { accName, explicitRole, isHidden } from '@pagegrade/core/a11y';
import { closestWithin, describe, reportExposed } from '../lib/info.ts';

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
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const th of page.index.byTag.get('th') ?? []) {
      if (isHidden(page, th)) continue;
      const table = closestWithin(th, (e) => e.name === 'table', 8);
      if (!table) continue;
      const role = explicitRole(table);
      if (role === 'none' || role === 'presentation') continue;
      checked++;
      const r = accName(th, page);
      if (!r.name && r.complete) reportExposed(ctx, th, `Header cell ${describe(th, 60)} is empty.`);
    }
    if (checked === 0) return ctx.notApplicable('The page has no data table header cells.');
    return undefined;
  },
});
