import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';

/**
 * pagegrade's limit: at most 60 child elements per parent, the figure the documentation of Lighthouse 12's
 * dom-size audit (retired in 13) recommended. Lighthouse 13 reports the widest parent without a limit.
 */
const WARN = 60;

export default defineRule({
  id: 'performance/dom-children',
  dimension: 'performance',
  title: 'No element has an excessive number of children',
  failureTitle: 'Some elements have too many child elements',
  description: `Finds elements with more than ${WARN} child elements (a warning; pagegrade's limit — Lighthouse 13 reports the widest parent but sets no limit).`,
  why: 'A parent with hundreds of children is usually a long list or table rendered all at once: every item costs style and layout work, and any change to the container can re-lay out all of them.',
  fix: 'Paginate or virtualise long lists and tables, or group children into sections; for long select menus consider a searchable combobox.',
  impact: 'minor',
  tags: ['lighthouse:dom-size-insight'],
  check(ctx) {
    // From the tag index rather than a call per element: only an element with more than WARN
    // child nodes of any kind can have more than WARN child elements, and those are few.
    const wide: Array<{ el: Element; n: number }> = [];
    for (const els of ctx.page.index.byTag.values()) {
      for (const el of els) {
        if (el.children.length <= WARN) continue;
        let n = 0;
        for (const c of el.children) if (dom.isElement(c)) n++;
        if (n > WARN) wide.push({ el, n });
      }
    }
    if (wide.length === 0) return ctx.pass();
    // Widest first; ties in document order (an element with children has its own start tag).
    wide.sort((a, b) => b.n - a.n || (a.el.startIndex ?? 0) - (b.el.startIndex ?? 0));
    for (const { el, n } of wide) ctx.warn(el, `${dom.snippet(el, 60)} has ${n} child elements (more than ${WARN}).`);
    return undefined;
  },
});
