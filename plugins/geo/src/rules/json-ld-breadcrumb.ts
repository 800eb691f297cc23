import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { deref, isObject, list, nodesOf, text, urlValue } from '../lib/jsonld.ts';

const BREADCRUMB = new Set(['BreadcrumbList']);

export default defineRule({
  id: 'geo/json-ld-breadcrumb',
  dimension: 'geo',
  title: 'BreadcrumbList structured data is complete and ordered',
  failureTitle: 'BreadcrumbList structured data is incomplete or out of order',
  description:
    'For each JSON-LD BreadcrumbList: `itemListElement` must hold at least one ListItem; each needs an integer `position` (1, 2, 3 … in order), a `name` (on the item or its `item`), and an `item` URL except the last one (Google breadcrumb requirements). Not applicable without a BreadcrumbList.',
  why: 'Breadcrumbs tell search and answer engines where a page sits in the site, which they use to label citations and to find the parent topic pages.',
  fix: 'List the trail from the home page down: `{"@type":"ListItem","position":1,"name":"Tables","item":"https://example.com/tables"}` … with the current page last.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/breadcrumb'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const lists = nodesOf(page, BREADCRUMB);
    if (lists.length === 0) return ctx.notApplicable('No BreadcrumbList in the JSON-LD.');
    for (const b of lists) {
      const items = list(b.node['itemListElement']).map((x) => deref(page, x));
      if (items.length === 0) {
        found.report(b.block.element, 'BreadcrumbList has no itemListElement.');
        continue;
      }
      let expected = 1;
      items.forEach((it, i) => {
        if (!isObject(it)) {
          found.report(b.block.element, `Breadcrumb item ${i + 1} is not a ListItem object.`);
          return;
        }
        const rawPos = text(it['position']);
        const pos = rawPos === null ? NaN : Number(rawPos);
        const target = deref(page, it['item']);
        const name = text(it['name']) ?? (isObject(target) ? text(target['name']) : null);
        const which = name ? `Breadcrumb "${name}"` : `Breadcrumb item ${i + 1}`;
        if (!Number.isInteger(pos)) found.report(b.block.element, `${which} has no integer "position".`);
        else if (pos !== expected) found.report(b.block.element, `${which} has position ${pos}; expected ${expected}.`);
        expected = (Number.isInteger(pos) ? pos : expected) + 1;
        if (!name) found.report(b.block.element, `${which} has no "name".`);
        if (i < items.length - 1 && !urlValue(target)) found.report(b.block.element, `${which} has no "item" URL (only the last crumb may omit it).`);
      });
    }
    return found.count ? undefined : ctx.pass(`${lists.length} breadcrumb trail(s), complete and ordered.`);
  },
});
