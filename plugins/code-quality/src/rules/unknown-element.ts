import { defineRule, inForeignContent, isCustomElementName } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { htmlTagNames } from 'html-tag-names';

// html-tag-names covers current and obsolete HTML; a few recent additions are added here.
const KNOWN = new Set<string>([...htmlTagNames, 'selectedcontent', 'fencedframe']);

export default defineRule({
  id: 'code-quality/unknown-element',
  dimension: 'codeQuality',
  title: 'Every element is a known HTML element or a valid custom element',
  failureTitle: 'The page uses elements that are neither HTML nor valid custom elements',
  description:
    'Checks every element name outside <svg> and <math> against the list of HTML element names (current and obsolete, from html-tag-names). Custom element names containing a hyphen are accepted; anything else, such as a typo like <secton>, a made-up <box> or namespaced Word markup like <o:p>, is reported.',
  why: 'Browsers turn an unknown name into an HTMLUnknownElement with no semantics, default styling or accessibility role, and a name without a hyphen can never be upgraded to a custom element, so the intended behaviour silently never happens.',
  fix: 'Correct misspelt element names, use a semantic HTML element, or rename framework components to a hyphenated custom-element name (e.g. <app-box>); strip <o:p> and similar editor residue.',
  impact: 'minor',
  tags: ['html-validate:no-unknown-elements', 'html-validate:element-name'],
  references: ['https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name'],
  check(ctx) {
    // By tag name: only a name HTML does not define needs the look up the tree for an
    // enclosing <svg> or <math>, whose own vocabularies allow it.
    const page = ctx.page;
    const unknown: Array<{ name: string; first: Element; count: number }> = [];
    for (const [name, els] of page.index.byTag) {
      if (KNOWN.has(name) || isCustomElementName(name)) continue;
      let first: Element | null = null;
      let count = 0;
      for (const el of els) {
        if (inForeignContent(page, el)) continue;
        first ??= el;
        count++;
      }
      if (first) unknown.push({ name, first, count });
    }
    if (!unknown.length) return ctx.pass();
    // Most frequent first; ties in document order (each has its own start tag, so its own offset).
    unknown.sort((a, b) => b.count - a.count || (a.first.startIndex ?? 0) - (b.first.startIndex ?? 0));
    for (const { name, first, count } of unknown) {
      ctx.report(first, `<${name.slice(0, 40)}> is not an HTML element${count > 1 ? ` (${count} occurrences)` : ''}${name.includes(':') ? '; namespaced XML elements have no meaning in HTML' : ''}.`);
    }
    return undefined;
  },
});
