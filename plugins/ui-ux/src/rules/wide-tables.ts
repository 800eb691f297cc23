import { defineRule, dom, cssDecls, selectorText, splitSelectorList, selectorSubject } from '@pagegrade/core';
import { hidden } from '../lib/tree.ts';
import type { Element } from 'domhandler';

/** Columns from which a data table no longer fits a 360 px phone screen. */
const WIDE = 6;
const SCROLLER_CLASS = /table-responsive|table-wrap|table-container|table-scroll|scroll|overflow|responsive-table/i;

function columnCount(table: Element): number {
  let max = 0;
  // Rows are children of the table or of its thead/tbody/tfoot: no deep search.
  const rows: Element[] = [];
  for (const c of dom.childElements(table)) {
    if (c.name === 'tr') rows.push(c);
    else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') for (const r of dom.childElements(c)) if (r.name === 'tr') rows.push(r);
    if (rows.length >= 5) break;
  }
  for (const row of rows.slice(0, 5)) {
    let n = 0;
    for (const cell of dom.childElements(row)) if (cell.name === 'td' || cell.name === 'th') n += Math.min(50, Math.max(1, Number(dom.attr(cell, 'colspan')) || 1));
    max = Math.max(max, n);
  }
  return max;
}

export default defineRule({
  id: 'ui-ux/wide-tables',
  dimension: 'uiux',
  title: 'Wide tables can scroll on small screens',
  failureTitle: 'Wide tables may overflow small screens',
  description:
    `For data tables with ${WIDE} or more columns (from the first rows, colspans counted; role="presentation" tables excepted), checks for a horizontal scroll container: the table or one of its three nearest ancestors has overflow(-x): auto/scroll in a style attribute or in a CSS rule for its class or id, or a class such as table-responsive or table-wrapper. ` +
    'Each table without warns; not applicable without wide tables.',
  why: 'A wide table on a phone either squeezes its columns to a few characters or pushes the whole page sideways, so the rest of the page scrolls horizontally too.',
  fix: 'Wrap wide tables in <div class="table-scroll" style="overflow-x:auto"> (with tabindex="0" and a label so keyboard users can scroll), or restack the columns on small screens.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const wide = (ctx.page.index.byTag.get('table') ?? []).filter((t) => !/presentation|none/.test(dom.attr(t, 'role') ?? '') && !hidden(ctx.page, t)).map((t) => [t, columnCount(t)] as const).filter(([, n]) => n >= WIDE);
    if (wide.length === 0) return ctx.notApplicable(`No data table has ${WIDE} or more columns.`);
    const scrollers = new Set<string>();
    for (const d of cssDecls(ctx.page, 'overflow', 'overflow-x')) {
      if (!d.rule || !/auto|scroll/.test(d.value)) continue;
      for (const s of splitSelectorList(selectorText(d.rule))) {
        const subj = selectorSubject(s);
        const m = /^[a-z]*([.#][\w-]+)$/i.exec(subj);
        if (m) scrollers.add(m[1]!);
        else if (subj === 'table') scrollers.add('table');
      }
    }
    const scrolls = (el: Element) =>
      /overflow(-x)?\s*:\s*(auto|scroll)/i.test(el.attribs['style'] ?? '') ||
      SCROLLER_CLASS.test(el.attribs['class'] ?? '') ||
      (el.attribs['id'] !== undefined && scrollers.has(`#${el.attribs['id']}`)) ||
      (el.attribs['class'] ?? '').split(/\s+/).some((c) => c && scrollers.has(`.${c}`));
    for (const [table, n] of wide) {
      let ok = scrolls(table) || scrollers.has('table');
      let cur = table.parent as Element | null;
      for (let i = 0; i < 3 && !ok && cur && 'attribs' in cur; i++, cur = cur.parent as Element | null) ok = scrolls(cur);
      if (!ok) ctx.warn(table, `Table ${dom.attr(table, 'id') ? `#${dom.attr(table, 'id')} ` : ''}with ${n} columns has no horizontal scroll container.`);
    }
    return undefined;
  },
});
