import { defineRule } from '@pagegrade/core';
import { explainedSplits } from '../lib/diagnostics.ts';

const OPTIONAL_START = new Set(['html', 'head', 'body', 'tbody', 'colgroup']);

export default defineRule({
  id: 'code-quality/stray-end-tag',
  dimension: 'codeQuality',
  title: 'Every end tag closes an open element',
  failureTitle: 'The markup has end tags that match no open element',
  description:
    'Checks the HTML parse for stray end tags: `</x>` where no <x> element is open (an extra `</div>`, mis-ordered `</b></i>`, the end tag of a nested <form>). End tags of elements whose start tag is optional (html, head, body, tbody, colgroup) are accepted because browsers create those elements implicitly. Stray end tags caused by a forbidden nesting (a block inside <p>, a heading inside a heading, a link inside a link) are reported by code-quality/phrasing-content and code-quality/nested-interactive instead.',
  why: 'Browsers ignore a stray end tag (or, for </p>, insert an empty paragraph), so the document tree differs from what the source suggests: a wrapper the author thought was closed stays open and swallows following content, breaking layout and styles in ways that differ between parsers.',
  fix: 'Remove the extra end tag or add the missing start tag; check the nesting around the reported line with an HTML validator.',
  impact: 'moderate',
  tags: ['html-validate:close-order'],
  references: ['https://html.spec.whatwg.org/multipage/parsing.html#parse-errors'],
  check(ctx) {
    const explained = new Set(explainedSplits(ctx.page).map((s) => s.strayOffset));
    let n = 0;
    for (const d of ctx.page.htmlDiagnostics) {
      if (d.kind !== 'stray-end-tag' || explained.has(d.offset)) continue;
      // These start tags are optional: </head> or </tbody> closes an element the browser created implicitly.
      if (OPTIONAL_START.has(d.name)) continue;
      n++;
      const pos = ctx.page.position(d.offset);
      const hint =
        d.name === 'form'
          ? ' (browsers ignore a <form> nested in another form, so its end tag closes the outer form and the outer end tag is left over)'
          : d.name === 'p'
            ? ' (the browser inserts an empty paragraph here)'
            : '';
      ctx.report({ line: pos.line, column: pos.column }, `</${d.name}> at line ${pos.line} has no open <${d.name}> to close${hint}.`);
    }
    return n ? undefined : ctx.pass();
  },
});
