import { defineRule, dom } from '@pagegrade/core';
import { explicitRole } from '../lib/aria.ts';
import { isHidden, reportExposed, shortText } from '../lib/info.ts';
import { tableModel, tablesOwning } from '../lib/table.ts';

export default defineRule({
  id: 'accessibility/th-has-data-cells',
  dimension: 'accessibility',
  title: 'Table headers have data cells',
  failureTitle: 'Some table header cells head no data cells',
  description: 'For every data table (not role="none"/"presentation"), builds the row/column grid (honouring rowspan and colspan) and checks that each <th> has at least one <td> in the rows or columns it spans (a column header over a column of row headers counts). Header cells whose headers attribute is referenced by a data cell also pass.',
  why: 'A header that labels nothing usually means the table markup is wrong (headers used for styling, or data cells marked up as headers), and screen readers will announce misleading header relationships.',
  fix: 'Use <th> only for cells that label rows or columns of data; turn other <th> into <td>, or use a layout without a table.',
  impact: 'serious',
  tags: ['axe:th-has-data-cells', 'act:d0f69e', 'wcag:1.3.1', 'lighthouse:th-has-data-cells'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let checked = 0;
        // Only tables with a <th> cell are checked: the others are not modelled.
        const owning = tablesOwning(page.index.byTag.get('th'));
        for (const table of page.index.byTag.get('table') ?? []) {
          if (!owning.has(table)) continue;
          const role = explicitRole(table);
          if (role === 'none' || role === 'presentation' || isHidden(page, table)) continue;
          const model = tableModel(table, page);
          if (!model.complete) continue;
          const headers = model.cells.filter((c) => c.header);
          if (headers.length === 0) continue;
          checked++;
          const dataRows = new Set<number>();
          const dataCols = new Set<number>();
          const referenced = new Set<string>();
          const rowHeaderCols = new Set<number>();
          for (const c of model.cells) {
            if (c.header) continue;
            for (let i = 0; i < c.rowspan; i++) dataRows.add(c.row + i);
            for (let j = 0; j < c.colspan && j < 1000; j++) dataCols.add(c.col + j);
            for (const id of (c.el.attribs['headers'] ?? '').split(/\s+/)) if (id) referenced.add(id);
          }
          // A row header (a th in a row that has data) is content of the column it sits in.
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
            if (!ok) reportExposed(ctx, h.el, `Header "${shortText(h.el, 40)}" (row ${h.row + 1}, column ${h.col + 1}) has no data cells in its row or column.`);
          }
        }
        if (checked === 0) return ctx.notApplicable('The page has no data tables with <th> cells.');
        return undefined;
      },
    };
  },
});
