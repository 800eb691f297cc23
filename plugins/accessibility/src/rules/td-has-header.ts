import { defineRule, dom } from '@pagegrade/core';
import { contentMemo, explicitRole, hasContentIn, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { columnCount, tableKind } from '../lib/data-table.ts';
import { shortText } from '../lib/info.ts';
import { tableModel, type Cell } from '../lib/table.ts';

/** axe-core 4's size for the rule: the smallest table in which headers are needed to read a cell, 3 × 3. */
const MIN_SIZE = 3;

function isHeaderCell(c: Cell): boolean {
  if (c.header) return true;
  const r = explicitRole(c.el);
  return r === 'columnheader' || r === 'rowheader';
}

export default defineRule({
  id: 'accessibility/td-has-header',
  dimension: 'accessibility',
  title: 'Data cells of large tables have headers',
  failureTitle: 'Some data cells of large tables have no header',
  description:
    `In every data table of at least ${MIN_SIZE} rows and ${MIN_SIZE} columns (see the data/layout distinction below), checks that each data cell with content has a header: a header cell (<th>, or role columnheader/rowheader) in its row or in its column (honouring rowspan and colspan), or a headers attribute that names cells of the table (HTML's algorithm for assigning header cells). ` +
    'A table is a data table when its markup says so (a table role, a caption, th cells, thead/tfoot, cells with headers, scope or abbr, a summary, or — unless it holds another table, as layout tables do — col elements); a table with none of these may be a layout table, and needs review.',
  why: 'Screen readers announce a cell\'s row and column headers as users move through a table; without them a cell is a bare value ("42") whose meaning users must reconstruct from memory.',
  fix: 'Mark the cells that label rows and columns as <th> (with scope="col" or scope="row" where it is not obvious); in complex tables, point each cell at its headers with the headers attribute.',
  // axe-core rates it critical but ships it as experimental, off by default: weighted lightly here.
  impact: 'minor',
  tags: ['axe:td-has-header', 'wcag:1.3.1'],
  references: ['https://html.spec.whatwg.org/multipage/tables.html#header-and-data-cell-semantics'],
  check(ctx) {
    const page = ctx.page;
    const memo = contentMemo(page);
    let checked = 0;
    let unknown = 0;
    for (const table of page.index.byTag.get('table') ?? []) {
      if (isHidden(page, table)) continue;
      const model = tableModel(table, page);
      if (!model.complete || model.rows < MIN_SIZE || columnCount(model) < MIN_SIZE) continue;
      const kind = tableKind(table, page);
      if (kind === 'layout') continue;
      const headerRows = new Set<number>();
      const headerCols = new Set<number>();
      const ids = new Set<string>();
      for (const c of model.cells) {
        if (c.el.attribs['id']) ids.add(c.el.attribs['id']);
        if (!isHeaderCell(c)) continue;
        for (let i = 0; i < c.rowspan; i++) headerRows.add(c.row + i);
        for (let j = 0; j < c.colspan && j < 1000; j++) headerCols.add(c.col + j);
      }
      if (kind === 'unknown') {
        unknown++;
        continue;
      }
      checked++;
      for (const c of model.cells) {
        if (isHeaderCell(c) || !hasContentIn(memo, c.el)) continue;
        if (dom.tokens(c.el, 'headers').some((id) => ids.has(id))) continue;
        let ok = false;
        for (let i = 0; i < c.rowspan && !ok; i++) ok = headerRows.has(c.row + i);
        for (let j = 0; j < c.colspan && j < 1000 && !ok; j++) ok = headerCols.has(c.col + j);
        if (!ok) ctx.report(c.el, () => `Cell "${shortText(c.el as Element, 40)}" (row ${c.row + 1}, column ${c.col + 1}) has no header in its row or column and no headers attribute.`);
      }
    }
    if (checked === 0 && unknown === 0) return ctx.notApplicable(`The page has no data table of at least ${MIN_SIZE} × ${MIN_SIZE} cells.`);
    if (checked === 0) return ctx.needsReview(`${unknown} table(s) of at least ${MIN_SIZE} × ${MIN_SIZE} cells have no header cells, caption or other mark of a data table: whether they hold data (and need headers) or lay out content needs review.`);
    return undefined;
  },
});
