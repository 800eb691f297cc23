import { defineRule, dom } from '@pagegrade/core';
import { OPTIONAL_END_TAG, startTagText } from '../lib/html.ts';
import { explainedSplits } from '../lib/diagnostics.ts';

export default defineRule({
  id: 'code-quality/unclosed-element',
  dimension: 'codeQuality',
  title: 'Elements that need an end tag have one',
  failureTitle: 'Some elements are never closed and are ended implicitly by the parser',
  description: `Checks the HTML parse for elements closed implicitly although the HTML standard requires their end tag: a <div> or <span> still open when its parent ends, an <a> left open until the next <a>, self-closing syntax such as <div/> on non-void elements, and elements open at the end of the file. Forbidden nestings that the parser splits (reported by code-quality/phrasing-content and code-quality/nested-interactive) and elements whose end tag is optional (${[...OPTIONAL_END_TAG].join(', ')}) are not reported.`,
  why: 'An unclosed element extends until the parser decides to end it, so the following content inherits its styles, link or event handlers; in HTML `<div/>` is just an opening tag, a frequent source of layouts that break when markup moves between JSX/XML and HTML.',
  fix: 'Add the missing end tag right where the element should end; write `<div></div>` instead of `<div/>` (only void elements such as <br> and <img> have no end tag).',
  impact: 'moderate',
  tags: ['html-validate:close-order', 'html-validate:no-self-closing'],
  references: ['https://html.spec.whatwg.org/multipage/syntax.html#optional-tags'],
  check(ctx) {
    const html = ctx.page.html;
    const explained = new Set(explainedSplits(ctx.page).map((s) => s.outer));
    let n = 0;
    for (const d of ctx.page.htmlDiagnostics) {
      if (d.kind !== 'implied-end-tag' || !d.element || OPTIONAL_END_TAG.has(d.name) || explained.has(d.element)) continue;
      n++;
      const el = d.element;
      const tag = startTagText(html, el, 2000);
      const selfClosing = tag.endsWith('/>');
      const closedAt = el.endIndex != null ? ctx.page.position(el.endIndex).line : null;
      const where = closedAt ? ` and is closed implicitly at line ${closedAt}` : '';
      ctx.report(
        el,
        selfClosing
          ? `${dom.snippet(el, 60)} is written self-closing, which HTML ignores for non-void elements: it stays open${where}.`
          : `${dom.snippet(el, 60)} has no </${el.name}>${where}.`,
      );
    }
    return n ? undefined : ctx.pass();
  },
});
