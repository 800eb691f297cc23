import { defineRule } from '@pagegrade/core';
import { doctypeOf } from '../lib/doctype.ts';

export default defineRule({
  id: 'code-quality/doctype',
  dimension: 'codeQuality',
  title: 'The page has a DOCTYPE that selects standards mode',
  failureTitle: 'The DOCTYPE is missing, misplaced or puts the browser in quirks mode',
  description:
    'Checks that the document starts with a DOCTYPE (only white space and comments may precede it) and that the DOCTYPE selects no-quirks (standards) mode under the HTML standard\'s rules: the name is "html", the public and system identifiers are well formed and not on the quirks list. Limited-quirks ("almost standards") DOCTYPEs such as XHTML 1.0 Transitional are a warning.',
  why: 'Without a valid DOCTYPE browsers render in quirks mode, emulating 1990s layout bugs (box sizing, table and inline image spacing, CSS parsing leniency), so the page looks and behaves differently from what modern CSS and tooling expect.',
  fix: 'Put `<!DOCTYPE html>` as the very first line of the document, before `<html>` and anything else except comments.',
  impact: 'serious',
  tags: ['lighthouse:doctype', 'html-validate:missing-doctype', 'webhint:doctype'],
  references: ['https://html.spec.whatwg.org/multipage/syntax.html#the-doctype', 'https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode'],
  check(ctx) {
    const page = ctx.page;
    const d = doctypeOf(page);
    if (!d) {
      const head = page.html.slice(0, 8192).toLowerCase();
      const at = head.indexOf('<!doctype');
      if (at > 0) return ctx.fail(`A DOCTYPE appears at line ${page.position(at).line}, after other markup; browsers ignore it there and render in quirks mode.`);
      return ctx.fail('The document has no DOCTYPE, so browsers render it in quirks mode.');
    }
    const where = page.position(d.offset);
    if (d.late) {
      ctx.report(where, `<${d.raw.slice(0, 80)}> comes after other content; browsers ignore a DOCTYPE that is not first and render in quirks mode.`);
      return;
    }
    if (d.mode === 'quirks') {
      const why = d.malformed ? 'it is malformed' : d.name !== 'html' ? `its name is "${d.name}", not "html"` : `its public identifier "${d.publicId ?? ''}" is on the quirks-mode list`;
      ctx.report(where, `<${d.raw.slice(0, 120)}> selects quirks mode because ${why}.`);
      return;
    }
    if (d.mode === 'limited-quirks') {
      ctx.warn(where, `<${d.raw.slice(0, 120)}> selects limited-quirks ("almost standards") mode, which lays out images in table cells differently.`);
      return;
    }
    return ctx.pass(`<${d.raw.slice(0, 120)}> selects standards mode.`);
  },
});
