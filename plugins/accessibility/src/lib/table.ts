/**
 * A small HTML table model (rows, cells, row/column positions with rowspan and colspan) for the
 * table rules, built per table on demand and cached per page. Nested tables are separate tables.
 */
import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';

export interface Cell {
  el: Element;
  header: boolean;
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

export interface TableModel {
  table: Element;
  cells: Cell[];
  rows: number;
  /** False when the table was too large to model (spans beyond the budget). */
  complete: boolean;
}

const MAX_AREA = 200_000;
const modelMemo = perPage((): Map<Element, TableModel> => new Map());

function span(el: Element, name: string, max: number): number {
  const n = Number.parseInt(el.attribs[name] ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return name === 'rowspan' && n === 0 ? max : 1;
  return Math.min(n, max);
}

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const c of dom.childElements(table)) {
    if (c.name === 'tr') rows.push(c);
    else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') for (const r of dom.childElements(c)) if (r.name === 'tr') rows.push(r);
  }
  return rows;
}

/**
 * The tables whose model would hold some of these cells (a td or th in a row of the table, the row
 * directly in it or in its thead, tbody or tfoot, as rowsOf reads them). Lets a check that is about
 * a few cells (those with a headers attribute, the th) model only the tables that hold them.
 */
export function tablesOwning(cells: readonly Element[] | undefined): Set<Element> {
  const out = new Set<Element>();
  for (const c of cells ?? []) {
    if (c.name !== 'td' && c.name !== 'th') continue;
    const row = c.parent as Element | null;
    if (!row || row.name !== 'tr') continue;
    let table = row.parent as Element | null;
    if (table && (table.name === 'thead' || table.name === 'tbody' || table.name === 'tfoot')) table = table.parent as Element | null;
    if (table && table.name === 'table') out.add(table);
  }
  return out;
}

export function tableModel(table: Element, page: Page): TableModel {
  const cache = modelMemo(page);
  const hit = cache.get(table);
  if (hit) return hit;
  const rows = rowsOf(table);
  const cells: Cell[] = [];
  const occupied = new Map<number, Set<number>>();
  let area = 0;
  let complete = true;
  outer: for (let r = 0; r < rows.length; r++) {
    let col = 0;
    const occ = occupied.get(r);
    for (const c of dom.childElements(rows[r]!)) {
      if (c.name !== 'td' && c.name !== 'th') continue;
      while (occ?.has(col)) col++;
      const rs = Math.min(span(c, 'rowspan', 65534), rows.length - r);
      const cs = span(c, 'colspan', 1000);
      area += rs * cs;
      if (area > MAX_AREA) {
        complete = false;
        break outer;
      }
      cells.push({ el: c, header: c.name === 'th', row: r, col, rowspan: rs, colspan: cs });
      for (let i = 1; i < rs; i++) {
        let s = occupied.get(r + i);
        if (!s) occupied.set(r + i, (s = new Set()));
        for (let j = 0; j < cs; j++) s.add(col + j);
      }
      col += cs;
    }
  }
  const model = { table, cells, rows: rows.length, complete };
  cache.set(table, model);
  return model;
}

const ARIA_CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);
const ARIA_HEADER_ROLES = new Set(['columnheader', 'rowheader']);
const ARIA_TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);

/**
 * The grid of a table built with ARIA roles (role="table", "grid" or "treegrid" on an element
 * other than <table>): its rows (role row, directly or in rowgroups and other wrappers) and their
 * cells in order, each one column wide (aria-colspan and aria-rowspan are not modelled).
 * `roleOf` gives an element's role; a nested table is a table of its own.
 */
export function ariaTableModel(table: Element, roleOf: (el: Element) => string | null): TableModel {
  const cells: Cell[] = [];
  let rows = 0;
  let budget = MAX_AREA;
  const stack: Element[] = dom.childElements(table).reverse();
  while (stack.length && --budget > 0) {
    const el = stack.pop()!;
    const role = roleOf(el);
    if (role !== null && ARIA_TABLE_ROLES.has(role)) continue;
    if (role !== 'row') {
      for (const c of dom.childElements(el).reverse()) stack.push(c);
      continue;
    }
    let col = 0;
    const inRow: Element[] = dom.childElements(el).reverse();
    while (inRow.length && --budget > 0) {
      const c = inRow.pop()!;
      const r = roleOf(c);
      if (r !== null && (ARIA_TABLE_ROLES.has(r) || r === 'row')) continue;
      if (r !== null && ARIA_CELL_ROLES.has(r)) cells.push({ el: c, header: ARIA_HEADER_ROLES.has(r), row: rows, col: col++, rowspan: 1, colspan: 1 });
      else for (const k of dom.childElements(c).reverse()) inRow.push(k);
    }
    rows++;
  }
  return { table, cells, rows, complete: budget > 0 };
}
