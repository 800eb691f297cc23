import { defineRule } from '@pagegrade/core';
import { charsetDeclarations, PRESCAN_BYTES } from '../lib/charset.ts';

export default defineRule({
  id: 'code-quality/charset',
  dimension: 'codeQuality',
  title: 'The character encoding is declared early',
  failureTitle: 'The character encoding is not declared where browsers look for it',
  description: `Checks that the document's character encoding is declared by a byte order mark, a charset parameter on the Content-Type header, or a <meta charset> / <meta http-equiv="Content-Type"> element that starts within the first ${PRESCAN_BYTES} bytes of the document.`,
  why: `Browsers only pre-scan the first ${PRESCAN_BYTES} bytes for a meta declaration. Without an early declaration they guess the encoding, which garbles non-ASCII text (mojibake) or forces a costly re-parse once a late declaration is found.`,
  fix: 'Send `Content-Type: text/html; charset=utf-8` and put `<meta charset="utf-8">` as the first element in <head>.',
  impact: 'moderate',
  tags: ['lighthouse:charset', 'webhint:meta-charset-utf-8'],
  references: ['https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding'],
  check(ctx) {
    const decls = charsetDeclarations(ctx.page);
    const early = decls.filter((d) => d.source === 'bom' || d.source === 'header' || (d.byteOffset ?? Infinity) < PRESCAN_BYTES);
    if (early.length) return ctx.pass(`Declared by ${early[0]!.source === 'header' ? 'the Content-Type header' : early[0]!.source === 'bom' ? 'a byte order mark' : 'a <meta> element'} (${early[0]!.label}).`);
    const late = decls.find((d) => d.element);
    if (late) {
      ctx.report(late.element!, `The <meta> declaring "${late.label}" starts at byte ${late.byteOffset}, after the first ${PRESCAN_BYTES} bytes browsers scan.`);
      return;
    }
    const header = ctx.page.headersKnown ? ' and the Content-Type header has no charset parameter' : '';
    return ctx.fail(`No <meta charset> element${header}.`);
  },
});
