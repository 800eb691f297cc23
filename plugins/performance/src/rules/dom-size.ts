import { defineRule } from '@pagegrade/core';

/**
 * Lighthouse 13's dom-size-insight (trace engine DOMSize, STYLE_RECALC_ELEMENTS_THRESHOLD) flags a
 * style recalculation over more than 300 elements that takes 40 ms or more: a document of at most
 * 300 elements cannot have one.
 */
const SMALL = 300;
/**
 * Above this many elements pagegrade warns on its own account (the limit Lighthouse 12's retired
 * dom-size audit failed at). Lighthouse 13 fails no page for its element count: it reports a large
 * DOM only when a trace shows it making style or layout slow, so neither is a failure here.
 */
const WARN = 1400;

export default defineRule({
  id: 'performance/dom-size',
  dimension: 'performance',
  title: 'The DOM has a modest number of elements',
  failureTitle: 'The page has an excessive number of DOM elements',
  description: `Counts the elements in the parsed document. Up to ${SMALL} passes outright: Lighthouse 13's DOM-size insight only reports a style recalculation over more than ${SMALL} elements (or a layout over more than 100 objects) taking 40 ms or more, which such a document cannot cause. More than ${WARN} is a warning (pagegrade's limit); Lighthouse 13 fails no page for its element count alone, since whether a large DOM is slow takes a trace, so neither does this check.`,
  why: 'Every element costs memory and makes style recalculation, layout and DOM queries slower, most of all on low-end phones and whenever the page changes.',
  fix: 'Render long lists and tables in pages or virtualised windows, remove wrapper elements that only exist for styling, and build hidden content (menus, tabs, modals) when it is opened rather than up front.',
  impact: 'moderate',
  measures: 'count',
  tags: ['lighthouse:dom-size-insight'],
  check(ctx) {
    const n = ctx.page.index.elementCount;
    ctx.measure(n, 'count');
    if (n <= SMALL) return ctx.pass(`${n} elements: no style recalculation can reach the ${SMALL} elements Lighthouse 13 reports.`);
    if (n > WARN) return ctx.warning(`The document has ${n} elements (more than ${WARN}).`);
    return ctx.pass(`${n} elements.`);
  },
});
