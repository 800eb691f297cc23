import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { FLOW_ONLY, PHRASING_ONLY } from '../lib/html.ts';
import { parserSplits, splitCategory } from '../lib/diagnostics.ts';

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
    // The nearest phrasing-only ancestor of the current element, or null; one entry per open element.
    const stack: Array<Element | null> = [];
    let found = 0;
    return {
      element: {
        '*'(el) {
          const ctxEl = stack.length ? stack[stack.length - 1]! : null;
          if (ctxEl && FLOW_ONLY.has(el.name)) {
            found++;
            ctx.report(el, `<${el.name}> inside <${ctxEl.name}>, which only allows inline (phrasing) content.`);
          }
          const reset = el.name === 'svg' || el.name === 'math' || el.name === 'template' || el.name === 'foreignobject' || el.name === 'foreignObject';
          stack.push(reset ? null : PHRASING_ONLY.has(el.name) ? el : ctxEl);
        },
      },
      elementExit: {
        '*'() {
          stack.pop();
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
