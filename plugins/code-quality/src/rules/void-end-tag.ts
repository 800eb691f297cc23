import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'code-quality/void-end-tag',
  dimension: 'codeQuality',
  title: 'Void elements have no end tags',
  failureTitle: 'The markup closes void elements such as <br> or <img> with an end tag',
  description: 'Finds end tags of void elements — </br>, </img>, </input>, </meta>, </link>, </hr> and the rest — which have no end tag in HTML, as the HTML parser reads them (not in comments, attribute values, scripts, styles or other raw-text elements).',
  why: 'HTML is not XHTML: browsers ignore `</img>` or `</input>`, but turn `</br>` into a second line break, so `<br></br>` renders two blank lines; the tags also show the markup was written for an XML parser the page is not served to.',
  fix: 'Delete the end tags; write `<br>` (or `<br />`) alone.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/syntax.html#void-elements'],
  check(ctx) {
    // The HTML parser records the end tags it reads, so end tags inside comments, attribute
    // values and raw-text elements (scripts, styles, <textarea>, <title>, <xmp>, <iframe>…),
    // which are text there, never count.
    const page = ctx.page;
    const counts = new Map<string, { count: number; offset: number }>();
    for (const d of page.htmlDiagnostics) {
      if (d.kind !== 'void-end-tag') continue;
      const hit = counts.get(d.name);
      if (hit) hit.count++;
      else counts.set(d.name, { count: 1, offset: d.offset });
    }
    if (!counts.size) return ctx.pass();
    for (const [name, { count, offset }] of counts) {
      const pos = page.position(offset);
      const effect = name === 'br' ? 'browsers turn each into an extra line break' : 'browsers ignore them';
      ctx.report({ line: pos.line, column: pos.column }, `${count} </${name}> end tag${count === 1 ? '' : 's'} (first at line ${pos.line}); ${effect}.`);
    }
    return undefined;
  },
});
