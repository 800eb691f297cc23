/**
 * Data tables and layout tables. HTML says tables are for tabular data, yet older pages lay out
 * content with them; the table rules judge data tables only. A table is a data table when its
 * markup says so (a table role, a caption, th cells, thead/tfoot, cells with headers, scope or
 * abbr, a summary); a layout table when it says so (role none/presentation) or cannot be one (a
 * single row or column, a table nested in it); then col or colgroup mark a data table; otherwise
 * only a person can tell.
 * The same criteria as the HTML-AAM "layout table" heuristics browsers apply, less those that
 * need rendering (borders, cell colours, sizes).
 */
import type { Element } from 'domhandler';
import { dom, type Page } from '@pagegrade/core';
import { explicitRole } from '@pagegrade/core/a11y';
import { tableModel, type TableModel } from './table.ts';

export type TableKind = 'data' | 'layout' | 'unknown';

const DATA_CHILDREN = new Set(['caption', 'thead', 'tfoot']);
/** Column elements mark data tables less surely: layout tables of old used them to fix widths. */
const COLUMN_CHILDREN = new Set(['colgroup', 'col']);

function hasNestedTable(table: Element): boolean {
  const stack: Element[] = dom.childElements(table);
  let seen = 0;
  while (stack.length && seen++ < 20_000) {
    const el = stack.pop()!;
    if (el.name === 'table') return true;
    for (const c of el.children) if (dom.isElement(c)) stack.push(c);
  }
  return false;
}

/** The number of columns: the end of the widest row of the model. */
export function columnCount(model: TableModel): number {
  let cols = 0;
  for (const c of model.cells) cols = Math.max(cols, c.col + c.colspan);
  return cols;
}

/** Whether a table is for data, for layout, or cannot be told from its markup. */
export function tableKind(table: Element, page: Page): TableKind {
  const role = explicitRole(table);
  if (role === 'none' || role === 'presentation') return 'layout';
  if (role === 'table' || role === 'grid' || role === 'treegrid') return 'data';
  if ((table.attribs['summary'] ?? '').trim()) return 'data';
  for (const c of dom.childElements(table)) if (DATA_CHILDREN.has(c.name) && (c.name !== 'caption' || !dom.isBlank(dom.textContent(c)))) return 'data';
  const model = tableModel(table, page);
  for (const c of model.cells) {
    if (c.header) return 'data';
    const a = c.el.attribs;
    if (a['headers'] !== undefined || a['scope'] !== undefined || a['abbr'] !== undefined) return 'data';
    const r = explicitRole(c.el);
    if (r === 'columnheader' || r === 'rowheader') return 'data';
  }
  if (model.rows < 2 || columnCount(model) < 2 || hasNestedTable(table)) return 'layout';
  if (dom.childElements(table).some((c) => COLUMN_CHILDREN.has(c.name))) return 'data';
  return 'unknown';
}
