import { defineRule, dom } from '@pagegrade/core';
import type { AnyNode, Element } from 'domhandler';
import { FLOW_ONLY, PHRASING_ONLY } from '../lib/html.ts';
import { parserSplits, splitCategory } from '../lib/diagnostics.ts';

const FLOW = 1;
const PHRASING = 2;
/** Foreign and template content start a new context: their children are not the paragraph's. */
const RESET = 4;
/** What an element name means here, as bits: flow-only, phrasing-only, or a foreign/template root. */
const KIND = new Map<string, number>();
for (const name of FLOW_ONLY) KIND.set(name, FLOW);
for (const name of PHRASING_ONLY) KIND.set(name, (KIND.get(name) ?? 0) | PHRASING);
for (const name of ['svg', 'math', 'template', 'foreignobject', 'foreignObject']) KIND.set(name, (KIND.get(name) ?? 0) | RESET);
/** The element names that give their descendants a phrasing-only context. */
const PHRASING_NAMES = [...KIND].filter(([, kind]) => kind & PHRASING).map(([name]) => name);

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
  check(ctx) {
    // Only the subtrees of elements whose content model is phrasing can hold a finding.
    const page = ctx.page;
    const found: Array<{ el: Element; ctxEl: Element }> = [];
    // Each phrasing-only element is the context of its descendants down to the next
    // phrasing-only element or foreign/template root, which is the context of its own (or
    // clears it): so every element is looked at from its nearest context only, at most once.
    const stack: AnyNode[] = [];
    for (const name of PHRASING_NAMES) {
      for (const ctxEl of page.index.byTag.get(name) ?? []) {
        const kids = ctxEl.children;
        for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
        while (stack.length) {
          const node = stack.pop()!;
          if (!dom.isElement(node)) continue;
          const kind = KIND.get(node.name) ?? 0;
          if (kind & FLOW) found.push({ el: node, ctxEl });
          if (kind & (RESET | PHRASING)) continue;
          const inner = node.children;
          for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i]!);
        }
      }
    }
    // Reported in document order, which is the order of the elements' start offsets.
    found.sort((a, b) => (a.el.startIndex ?? 0) - (b.el.startIndex ?? 0));
    for (const { el, ctxEl } of found) ctx.report(el, `<${el.name}> inside <${ctxEl.name}>, which only allows inline (phrasing) content.`);
    let n = found.length;
    for (const s of parserSplits(ctx.page)) {
      if (splitCategory(s) !== 'phrasing') continue;
      n++;
      const what = s.outer.name === 'p' ? 'the paragraph' : `the <${s.outer.name}>`;
      ctx.report(s.inner, () => `<${s.inner.name}> inside <${s.outer.name}>: the browser ends ${what} before it, leaving a stray </${s.outer.name}> at line ${ctx.page.position(s.strayOffset).line}.`);
    }
    return n ? undefined : ctx.pass();
  },
});
