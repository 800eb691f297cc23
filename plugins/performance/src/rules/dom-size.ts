import { defineRule } from '@pagegrade/core';

/** Lighthouse dom-size: warns above 800 elements and fails above 1,400. */
const WARN = 800;
const FAIL = 1400;

export default defineRule({
  id: 'performance/dom-size',
  dimension: 'performance',
  title: 'The DOM has a modest number of elements',
  failureTitle: 'The page has an excessive number of DOM elements',
  description: `Counts the elements in the parsed document: more than ${WARN} is a warning, more than ${FAIL} a failure (the thresholds of Lighthouse's dom-size audit).`,
  why: 'Every element costs memory and makes style recalculation, layout and DOM queries slower, most of all on low-end phones and whenever the page changes.',
  fix: 'Render long lists and tables in pages or virtualised windows, remove wrapper elements that only exist for styling, and build hidden content (menus, tabs, modals) when it is opened rather than up front.',
  impact: 'moderate',
  measures: 'count',
  tags: ['lighthouse:dom-size-insight'],
  create(ctx) {
    return {
      end() {
        const n = ctx.page.index.elementCount;
        ctx.measure(n, 'count');
        if (n > FAIL) return ctx.fail(`The document has ${n} elements (more than ${FAIL}).`);
        if (n > WARN) return ctx.warning(`The document has ${n} elements (more than ${WARN}).`);
        return ctx.pass(`${n} elements.`);
      },
    };
  },
});
