import { defineRule } from '@pagegrade/core';
import { charsetDeclarations, describeDeclaration } from '../lib/charset.ts';

export default defineRule({
  id: 'code-quality/charset-conflict',
  dimension: 'codeQuality',
  title: 'Character encoding declarations agree',
  failureTitle: 'The page declares conflicting character encodings',
  description:
    'Checks that every encoding declaration of the document (byte order mark, Content-Type charset, <meta charset>, <meta http-equiv="Content-Type">) names the same encoding, comparing labels by the WHATWG Encoding Standard, and that there is at most one <meta> declaration as the HTML standard requires.',
  why: 'When declarations disagree, which one wins depends on how the page is loaded (served, saved to disk, opened from a cache or parsed by a crawler), so the same bytes decode differently and text is garbled in some of those paths.',
  fix: 'Declare one encoding (UTF-8) everywhere: one `<meta charset="utf-8">` and the same charset on the Content-Type header.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/semantics.html#charset'],
  check(ctx) {
    const decls = charsetDeclarations(ctx.page);
    if (decls.length < 2) return ctx.notApplicable(decls.length ? 'The page has a single encoding declaration.' : 'No character encoding is declared.');
    const first = decls[0]!;
    for (const d of decls.slice(1)) {
      if (d.encoding !== first.encoding) {
        const detail = `${describeDeclaration(d)} names ${d.encoding} but ${describeDeclaration(first)} names ${first.encoding}.`;
        if (d.element) ctx.report(d.element, detail);
        else ctx.report(null, detail);
      }
    }
    const metas = decls.filter((d) => d.element);
    if (metas.length > 1) ctx.warn(metas[1]!.element!, `${metas.length} <meta> elements declare the encoding; the HTML standard allows one.`);
    return undefined;
  },
});
