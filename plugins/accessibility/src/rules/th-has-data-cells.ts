import { defineRule, type Page } from '@pagegrade/core';
import { effectiveRole, elementsWithExplicitRole, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed, shortText } from '../lib/info.ts';
import { ariaTableModel, tableModel, tablesOwning, type TableModel } from '../lib/table.ts';

export default defineRule({
  id: 'accessibility/th-has-data-cells',
  dimension: 'accessibility',
  title: 'Table headers have data cells',
  failureTitle: 'Some table header cells head no data cells',
  description: 'For every data table exposed to assistive technology — a <table> (not role="none"/"presentation") or an element with role table, grid or treegrid — builds the row/column grid (honouring rowspan and colspan in HTML tables) and checks that each header cell (a th, or a columnheader or rowheader) that is exposed has a data cell assigned to it (ACT rule d0f69e): one that lists it in its headers attribute, or one without a headers attribute in the rows or columns it spans (a column header over a column of row headers counts).',
  why: 'A header that labels nothing usually means the table markup is wrong (headers used for styling, or data cells marked up as headers), and screen readers will announce misleading header relationships.',
  fix: 'Use <th> only for cells that label rows or columns of data; turn other <th> into <td>, or use a layout without a table.',
  impact: 'serious',
  tags: ['axe:th-has-data-cells', 'act:d0f69e', 'wcag:1.3.1', 'lighthouse:th-has-data-cells'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const model of headedTables(page)) {
      const headers = model.cells.filter((c) => c.header && headerRole(c.el) && !isHidden(page, c.el));
      if (headers.length === 0) continue;
      checked++;
      const dataRows = new Set<number>();
      const dataCols = new Set<number>();
      const referenced = new Set<string>();
      const rowHeaderCols = new Set<number>();
      const headerRows = new Set<number>();
      for (const h of headers) for (let i = 0; i < h.rowspan; i++) headerRows.add(h.row + i);
      for (const c of model.cells) {
        if (c.header && headerRole(c.el)) continue;
        // A data cell that lists its headers is assigned to those alone, not to the headers
        // of its row and column.
        const listed = (c.el.attribs['headers'] ?? '').split(/\s+/).filter(Boolean);
        if (listed.length) {
          for (const id of listed) referenced.add(id);
          continue;
        }
        for (let i = 0; i < c.rowspan; i++) dataRows.add(c.row + i);
        for (let j = 0; j < c.colspan && j < 1000; j++) dataCols.add(c.col + j);
      }
      // A row header (a header in a row that has data) is content of the column it sits in.
      for (const h of headers) {
        let rowHasData = false;
        for (let i = 0; i < h.rowspan && !rowHasData; i++) rowHasData = dataRows.has(h.row + i);
        if (rowHasData) for (let j = 0; j < h.colspan && j < 1000; j++) rowHeaderCols.add(h.col + j);
      }
      for (const h of headers) {
        if (h.el.attribs['id'] && referenced.has(h.el.attribs['id'])) continue;
        let ok = false;
        for (let i = 0; i < h.rowspan && !ok; i++) ok = dataRows.has(h.row + i);
        for (let j = 0; j < h.colspan && !ok; j++) ok = dataCols.has(h.col + j) || (rowHeaderCols.has(h.col + j) && !dataRows.has(h.row));
        if (!ok) reportExposed(ctx, h.el, `Header "${shortText(h.el, 40)}" (row ${h.row + 1}, column ${h.col + 1}) has no data cells assigned to it.`);
      }
    }
    if (checked === 0) return ctx.notApplicable('The page has no data tables with header cells exposed to assistive technology.');
    return undefined;
  },
});

/** Whether a cell is exposed as a header: a th or a role of columnheader or rowheader (a th with role="cell" is not). */
function headerRole(el: Element): boolean {
  const r = effectiveRole(el);
  return r === 'columnheader' || r === 'rowheader';
}

/** The models of the page's data tables that may have header cells: HTML tables with a th, and ARIA tables and grids with a header role. */
function headedTables(page: Page): TableModel[] {
  const out: TableModel[] = [];
  // Only tables with a <th> cell are modelled.
  const owning = tablesOwning(page.index.byTag.get('th'));
  for (const table of page.index.byTag.get('table') ?? []) {
    if (!owning.has(table)) continue;
    const role = effectiveRole(table);
    if (role === 'none' || role === 'presentation' || isHidden(page, table)) continue;
    const model = tableModel(table, page);
    if (model.complete) out.push(model);
  }
  let hasAriaHeaders = false;
  for (const { role } of elementsWithExplicitRole(page)) if (role === 'columnheader' || role === 'rowheader') hasAriaHeaders = true;
  if (!hasAriaHeaders) return out;
  for (const { el, role } of elementsWithExplicitRole(page)) {
    if (el.name === 'table' || (role !== 'table' && role !== 'grid' && role !== 'treegrid') || isHidden(page, el)) continue;
    const model = ariaTableModel(el, effectiveRole);
    if (model.complete) out.push(model);
  }
  return out;
}
