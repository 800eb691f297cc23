import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { columnCount, tableKind } from '../lib/data-table.ts';
import { shortText } from '../lib/info.ts';
import { tableModel } from '../lib/table.ts';

export default defineRule({
  id: 'accessibility/table-fake-caption',
  dimension: 'accessibility',
  title: 'Data tables use <caption> for their captions',
  failureTitle: 'Some data tables fake a caption with a cell that spans the first row',
  description:
    'Checks every data table of at least two columns and two rows (a table role, th cells, thead, a summary …; layout tables are not judged) without a <caption>: its first row must not be one cell that spans all columns, the usual way a title is drawn inside a table. ' +
    'HTML gives a table its title with the caption element.',
  why: 'A caption names the table: screen readers announce it when users reach the table and list tables by it. A title in a spanning cell is read as a cell of the first row — and becomes the column header of every column below it.',
  fix: 'Move the title out of the first row into a <caption> element, the first child of the <table>; style it as needed.',
  impact: 'minor',
  tags: ['axe:table-fake-caption', 'wcag:1.3.1'],
  references: ['https://html.spec.whatwg.org/multipage/tables.html#the-caption-element'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const table of page.index.byTag.get('table') ?? []) {
      if (isHidden(page, table)) continue;
      const model = tableModel(table, page);
      if (!model.complete || model.rows < 2) continue;
      const cols = columnCount(model);
      if (cols < 2 || tableKind(table, page) !== 'data') continue;
      if (dom.childElements(table).some((c) => c.name === 'caption' && !dom.isBlank(dom.textContent(c)))) {
        checked++;
        continue;
      }
      checked++;
      const first = model.cells.filter((c) => c.row === 0);
      if (first.length !== 1 || first[0]!.colspan < cols) continue;
      const cell = first[0]!;
      ctx.report(table, () => `The table's first row is a single <${cell.el.name}> spanning all ${cols} columns ("${shortText(cell.el, 40)}"), drawn as a caption but not a <caption>.`);
    }
    if (checked === 0) return ctx.notApplicable('The page has no data table of at least 2 × 2 cells.');
    return undefined;
  },
});
