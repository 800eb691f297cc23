import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';

export default defineRule({
  id: 'code-quality/duplicate-attribute',
  dimension: 'codeQuality',
  title: 'No element repeats an attribute',
  failureTitle: 'Some elements declare the same attribute twice',
  description: 'Reports attributes that appear more than once in the same start tag (for example two class or style attributes), as the HTML parser reads them: the tokenizer treats each repeat as a parse error and keeps the first value.',
  why: 'Browsers keep only the first occurrence and silently drop the rest, so the second class list, style or event handler never applies — a common result of templates that add an attribute in two places.',
  fix: 'Merge the values into one attribute (class="a b" rather than class="a" class="b").',
  impact: 'moderate',
  tags: ['html-validate:no-dup-attr'],
  references: ['https://html.spec.whatwg.org/multipage/parsing.html#parse-error-duplicate-attribute'],
  check(ctx) {
    // The HTML parser records each repeated attribute as it keeps the first value, with the
    // element; those records are what the spec's duplicate-attribute parse error reports.
    let found = 0;
    let last: Element | undefined;
    for (const d of ctx.page.htmlDiagnostics) {
      // A start tag cut off by the end of the document makes no element, and one finding per
      // element names its first repeated attribute.
      if (d.kind !== 'duplicate-attribute' || d.element === undefined || d.element === last) continue;
      const el = (last = d.element);
      const dup = d.name;
      found++;
      ctx.report(el, () => `${dom.snippet(el, 60)} declares ${dup.slice(0, 40)} more than once; only the first value is used.`);
    }
    if (found === 0) return ctx.pass();
    return undefined;
  },
});
