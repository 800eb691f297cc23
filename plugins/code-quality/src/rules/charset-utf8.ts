import { defineRule } from '@pagegrade/core';
import { charsetDeclarations, describeDeclaration } from '../lib/charset.ts';

export default defineRule({
  id: 'code-quality/charset-utf8',
  dimension: 'codeQuality',
  title: 'The page is encoded as UTF-8',
  failureTitle: 'The page declares a legacy character encoding instead of UTF-8',
  description:
    'Checks that the encoding that wins under the HTML standard\'s precedence (byte order mark, then Content-Type header, then the first <meta> declaration) is UTF-8. Labels are compared by the WHATWG Encoding Standard, so "utf8" and "UTF-8" are the same encoding.',
  why: 'The HTML standard requires UTF-8 for new documents. Legacy encodings such as windows-1252 or Shift_JIS cannot represent every character, make form submissions and URLs encode text inconsistently, and break when content is copied between systems.',
  fix: 'Save the files as UTF-8, send `Content-Type: text/html; charset=utf-8` and declare `<meta charset="utf-8">`.',
  impact: 'moderate',
  tags: ['webhint:meta-charset-utf-8'],
  references: ['https://html.spec.whatwg.org/multipage/semantics.html#charset', 'https://encoding.spec.whatwg.org/#names-and-labels'],
  check(ctx) {
    const decls = charsetDeclarations(ctx.page);
    const winner = decls.find((d) => d.source === 'bom') ?? decls.find((d) => d.source === 'header') ?? decls.find((d) => d.element);
    if (!winner) return ctx.notApplicable('No character encoding is declared; see code-quality/charset.');
    // A meta declaring UTF-16 is treated as UTF-8 by browsers (the document was decoded as ASCII-compatible).
    if (winner.encoding === 'utf-8' || (winner.element && winner.encoding.startsWith('utf-16'))) return ctx.pass(`Encoding declared by ${describeDeclaration(winner)}.`);
    const detail = `The page is declared as "${winner.label}" (${winner.encoding}) by ${describeDeclaration(winner)}.`;
    if (winner.element) ctx.report(winner.element, detail);
    else return ctx.fail(detail);
    return undefined;
  },
});
