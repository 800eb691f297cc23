import { defineRule, dom } from '@pagegrade/core';
import type { Element, ParentNode } from 'domhandler';
import { boundedText, counting } from '../lib/page.ts';

interface TableFacts {
  rows: number;
  maxCells: number;
  headers: boolean;
}

export default defineRule({
  id: 'geo/data-table-headers',
  dimension: 'geo',
  title: 'Data tables label their rows or columns',
  failureTitle: 'Data tables have no header cells',
  description:
    'For each table with at least 2 rows and 2 columns that is not marked role="presentation"/"none": checks for header cells (<th>, or a <thead>). Fails per table without any. Not applicable when the page has no such tables.',
  why: 'Answer engines turn tables into facts ("the 180 cm table weighs 62 kg") by pairing each value with its column and row headers; without <th> they cannot tell labels from values and skip the table or misread it.',
  fix: 'Mark the header row with <thead><tr><th scope="col">…</th></tr></thead> (and row labels with <th scope="row">), and use CSS, not tables, for layout.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/tables.html#the-th-element'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const facts = new Map<Element, TableFacts>();
    // Rows and header cells share parents (a tbody, a header row): the walk up to the table is
    // made once per parent, as dom.closest would make it from each child.
    const tableByParent = new Map<ParentNode, Element | null>();
    const tableOf = (el: Element): Element | null => {
      const parent = el.parent;
      if (!parent || !dom.isElement(parent as Element)) return null;
      let t = tableByParent.get(parent);
      if (t === undefined) {
        const p = parent as Element;
        tableByParent.set(parent, (t = p.name === 'table' ? p : dom.closest(p, (e) => e.name === 'table')));
      }
      return t;
    };
    const get = (t: Element) => {
      let f = facts.get(t);
      if (!f) facts.set(t, (f = { rows: 0, maxCells: 0, headers: false }));
      return f;
    };
    for (const tr of page.index.byTag.get('tr') ?? []) {
      const t = tableOf(tr);
      if (!t) continue;
      const f = get(t);
      f.rows++;
      let cells = 0;
      for (const c of tr.children) if (dom.isElement(c) && (c.name === 'td' || c.name === 'th')) cells += Math.max(1, Number(dom.attr(c, 'colspan')) || 1);
      if (cells > f.maxCells) f.maxCells = cells;
    }
    for (const tag of ['th', 'thead']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        const t = tableOf(el);
        if (t) get(t).headers = true;
      }
    }
    let data = 0;
    for (const [t, f] of facts) {
      const role = (dom.attr(t, 'role') ?? '').trim().toLowerCase();
      if (role === 'presentation' || role === 'none' || f.rows < 2 || f.maxCells < 2) continue;
      data++;
      if (!f.headers) {
        const caption = dom.childElements(t).find((c) => c.name === 'caption');
        const name = caption ? ` "${dom.normalizeSpace(boundedText(caption, 200)).slice(0, 50)}"` : '';
        found.report(t, `Table${name} with ${f.rows} rows and ${f.maxCells} columns has no <th> or <thead>.`);
      }
    }
    if (data === 0) return ctx.notApplicable('The page has no data tables.');
    return found.count ? undefined : ctx.pass(`${data} data table(s), all with header cells.`);
  },
});
