import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { FLOW_ONLY, PHRASING_ONLY } from '../lib/html.ts';
import { parserSplits, splitCategory } from '../lib/diagnostics.ts';

const FLOW = 1;
const PHRASING = 2;
/** Foreign and template content start a new context: their children are not the paragraph's. */
const RESET = 4;
/** What an element name means here, as bits: one look-up per element instead of several. */
const KIND = new Map<string, number>();
for (const name of FLOW_ONLY) KIND.set(name, FLOW);
for (const name of PHRASING_ONLY) KIND.set(name, (KIND.get(name) ?? 0) | PHRASING);
for (const name of ['svg', 'math', 'template', 'foreignobject', 'foreignObject']) KIND.set(name, (KIND.get(name) ?? 0) | RESET);

export default defineRule({
  id: 'code-quality/phrasing-content',
  dimension: 'codeQuality',
  title: 'Block elements are not nested inside paragraphs or inline elements',
  failureTitle: 'Block-level elements are placed inside paragraphs, headings or inline elements',
  description:
    'Checks the content model of elements that may only contain phrasing (inline) content — <p>, <span>, headings, <button>, <label>, <a> inside them, <em>, <strong>, <pre> and the other phrasing elements — for block-level flow content such as <div>, <ul>, <table>, <section>, <form> or another heading, including the common `<p>…<div>…</div></p>` case that the parser splits into two paragraphs.',
  why: 'Browsers do not nest a block inside a paragraph: they end the paragraph early, so `<p><div></div></p>` becomes two paragraphs around the div, styles aimed at the paragraph miss its content, and scripts that query the structure find something else. Inside inline elements the markup is invalid and renders inconsistently.',
  fix: 'Use a <div> (or a semantic block element) as the container instead of <p>/<span>, or turn the inner block into an inline element.',
  impact: 'moderate',
  tags: ['html-validate:element-permitted-content'],
  references: ['https://html.spec.whatwg.org/multipage/dom.html#phrasing-content'],
  create(ctx) {
    // The open elements (the current element's ancestors, outermost first) and, for each, the
    // nearest phrasing-only ancestor-or-self its children see (null: none). Elements arrive in
    // document order, so the open elements are those on the stack up to the new one's parent;
    // popping to it on the way in saves a call on the way out of every element.
    const open: Element[] = [];
    const context: Array<Element | null> = [];
    let found = 0;
    return {
      element: {
        '*'(el) {
          const parent = el.parent;
          while (open.length && open[open.length - 1] !== parent) {
            open.pop();
            context.pop();
          }
          const kind = KIND.get(el.name) ?? 0;
          const ctxEl = context.length ? context[context.length - 1]! : null;
          if (ctxEl && kind & FLOW) {
            found++;
            ctx.report(el, `<${el.name}> inside <${ctxEl.name}>, which only allows inline (phrasing) content.`);
          }
          open.push(el);
          context.push(kind & RESET ? null : kind & PHRASING ? el : ctxEl);
        },
      },
      end() {
        for (const s of parserSplits(ctx.page)) {
          if (splitCategory(s) !== 'phrasing') continue;
          found++;
          const what = s.outer.name === 'p' ? 'the paragraph' : `the <${s.outer.name}>`;
          ctx.report(s.inner, `<${s.inner.name}> inside <${s.outer.name}>: the browser ends ${what} before it, leaving a stray </${s.outer.name}> at line ${ctx.page.position(s.strayOffset).line}.`);
        }
        return found ? undefined : ctx.pass();
      },
    };
  },
});
