import { defineRule, dom } from '@pagegrade/core';
import { explicitRole, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed, shortText } from '../lib/info.ts';
import { tableModel, tablesOwning } from '../lib/table.ts';

export default defineRule({
  id: 'accessibility/td-headers-attr',
  dimension: 'accessibility',
  title: 'Table cells\' headers attributes point at cells of the same table',
  failureTitle: 'Some table cells have headers attributes that point at missing cells',
  description: 'For every cell with a headers attribute in a data table, checks that each id it lists belongs to another cell (th or td) of the same table, not to the cell itself or to an element outside the table.',
  why: 'Screen readers announce the headers listed in headers="…" when reading a cell; an id that points nowhere, or outside the table, means the cell is read without its header.',
  fix: 'Make every id in headers="…" match the id of a header cell in the same table, or drop headers and use scope on <th> for simple tables.',
  impact: 'serious',
  tags: ['axe:td-headers-attr', 'act:a25f45', 'wcag:1.3.1', 'lighthouse:td-headers-attr'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let checked = 0;
        // Only cells with a headers attribute are checked: tables without one are not modelled.
        const owning = tablesOwning(page.index.byAttribute.get('headers'));
        for (const table of page.index.byTag.get('table') ?? []) {
          if (!owning.has(table)) continue;
          const role = explicitRole(table);
          if (role === 'none' || role === 'presentation' || isHidden(page, table)) continue;
          const model = tableModel(table, page);
          const ids = new Map<string, Element>();
          for (const c of model.cells) if (c.el.attribs['id']) ids.set(c.el.attribs['id'], c.el);
          for (const c of model.cells) {
            const headers = c.el.attribs['headers'];
            if (headers === undefined || headers.trim() === '') continue;
            checked++;
            for (const id of headers.trim().split(/\s+/)) {
              const target = ids.get(id);
              if (target === c.el) reportExposed(ctx, c.el, `Cell "${shortText(c.el, 30)}" lists its own id "${id}" in headers.`);
              else if (!target) reportExposed(ctx, c.el, `headers="${headers.trim()}" on cell "${shortText(c.el, 30)}": no cell with id "${id}" in this table.`);
            }
          }
        }
        if (checked === 0) return ctx.notApplicable('No table cell uses the headers attribute.');
        return undefined;
      },
    };
  },
});
