import { defineRule } from '@pagegrade/core';
import { doctypeOf } from '../lib/doctype.ts';

export default defineRule({
  id: 'code-quality/doctype-html5',
  dimension: 'codeQuality',
  title: 'The DOCTYPE is the short HTML5 form',
  failureTitle: 'The page uses a legacy HTML 4 or XHTML 1 DOCTYPE',
  description:
    'Checks that a DOCTYPE which already selects a rendering mode is the HTML5 `<!DOCTYPE html>` (optionally with the `about:legacy-compat` system identifier) rather than a legacy HTML 4.01, XHTML 1.x or other DTD-based form. Missing or quirks-mode DOCTYPEs are left to code-quality/doctype.',
  why: 'A legacy DTD signals markup written against a retired standard: validators check it against rules browsers no longer follow, and it usually travels with obsolete elements and attributes.',
  fix: 'Replace the DOCTYPE with `<!DOCTYPE html>` and validate the page as HTML.',
  impact: 'minor',
  tags: ['html-validate:doctype-html'],
  references: ['https://html.spec.whatwg.org/multipage/syntax.html#obsolete-permitted-doctype-string'],
  check(ctx) {
    const d = doctypeOf(ctx.page);
    if (!d || d.late || d.mode === 'quirks') return ctx.notApplicable('There is no DOCTYPE that selects standards mode; see code-quality/doctype.');
    const sys = d.systemId?.toLowerCase() ?? null;
    if (d.publicId === null && (sys === null || sys === 'about:legacy-compat')) return ctx.pass();
    ctx.warn(ctx.page.position(d.offset), `DOCTYPE <${d.raw.slice(0, 160)}> is a legacy form; use <!DOCTYPE html>.`);
    return undefined;
  },
});
