import { defineRule, dom } from '@pagegrade/core';
import { effectiveRole, explicitRole, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed, shortText } from '../lib/info.ts';
import { tableModel, tablesOwning } from '../lib/table.ts';
import { offScreen } from '../lib/render.ts';

/** A header cell: a th that keeps its role, or any cell given a columnheader or rowheader role. */
function isHeaderCell(cell: Element): boolean {
  const role = cell.attribs['role'] !== undefined ? explicitRole(cell) : null;
  return role === null ? cell.name === 'th' : role === 'columnheader' || role === 'rowheader';
}

export default defineRule({
  id: 'accessibility/td-headers-attr',
  dimension: 'accessibility',
  title: 'Table cells\' headers attributes point at cells of the same table',
  failureTitle: 'Some table cells have headers attributes that do not point at header cells of their table',
  description: 'For every cell exposed to assistive technology with a headers attribute, in a table that keeps its table, grid or treegrid role and is not placed off the page (left or top of -999 px or less), checks that each id it lists belongs to a header cell (a <th>, or a cell with role columnheader or rowheader) of the same table, not to the cell itself, a data cell or an element outside the table. An empty headers attribute, which removes all of the cell\'s headers, warns.',
  why: 'Screen readers announce the headers listed in headers="…" when reading a cell; an id that points nowhere, or outside the table, means the cell is read without its header.',
  fix: 'Make every id in headers="…" match the id of a header cell in the same table, or drop headers and use scope on <th> for simple tables.',
  impact: 'serious',
  tags: ['axe:td-headers-attr', 'act:a25f45', 'wcag:1.3.1', 'lighthouse:td-headers-attr'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    // Only cells with a headers attribute are checked: tables without one are not modelled.
    const owning = tablesOwning(page.index.byAttribute.get('headers'));
    for (const table of page.index.byTag.get('table') ?? []) {
      if (!owning.has(table)) continue;
      const role = effectiveRole(table);
      // A table placed off the page is not seen (ACT a25f45 applies to visible tables).
      if ((role !== 'table' && role !== 'grid' && role !== 'treegrid') || isHidden(page, table) || offScreen(page, table)) continue;
      const model = tableModel(table, page);
      const ids = new Map<string, Element>();
      for (const c of model.cells) if (c.el.attribs['id']) ids.set(c.el.attribs['id'], c.el);
      for (const c of model.cells) {
        const headers = c.el.attribs['headers'];
        if (headers === undefined || isHidden(page, c.el)) continue;
        checked++;
        const list = headers.trim();
        // An empty list is valid markup but gives the cell no headers at all, not even the ones
        // its row and column would give it.
        if (list === '') {
          ctx.warn(c.el, `Cell "${shortText(c.el, 30)}" has an empty headers attribute, which takes away all its headers.`);
          continue;
        }
        for (const id of list.split(/[\t\n\f\r ]+/)) {
          const target = ids.get(id);
          if (target === c.el) reportExposed(ctx, c.el, `Cell "${shortText(c.el, 30)}" lists its own id "${id}" in headers.`);
          else if (!target) reportExposed(ctx, c.el, `headers="${list}" on cell "${shortText(c.el, 30)}": no cell with id "${id}" in this table.`);
          else if (!isHeaderCell(target)) reportExposed(ctx, c.el, `headers="${list}" on cell "${shortText(c.el, 30)}": "${id}" is a data cell ("${shortText(target, 30)}"), not a header cell.`);
        }
      }
    }
    if (checked === 0) return ctx.notApplicable('No table cell uses the headers attribute.');
    return undefined;
  },
});
