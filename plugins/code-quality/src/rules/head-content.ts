import { defineRule, dom, type Page } from '@pagegrade/core';
import type { AnyNode, Element } from 'domhandler';

const METADATA = new Set(['base', 'link', 'meta', 'noscript', 'script', 'style', 'template', 'title']);
const NOSCRIPT_IN_HEAD = new Set(['link', 'meta', 'style']);


/**
 * Without an explicit </head> the head may simply end where the body content starts (both </head>
 * and <body> are optional); that is only a problem when metadata follows. Asked only when
 * something in the head would end it (the diagnostics list can be long).
 */
function explicitEnd(page: Page, head: Element): boolean {
  return !page.htmlDiagnostics.some((d) => d.kind === 'implied-end-tag' && d.element === head);
}

function metadataAfter(kids: readonly AnyNode[], from: number): boolean {
  for (let i = from + 1; i < kids.length; i++) {
    const k = kids[i]!;
    if (dom.isElement(k) && METADATA.has(k.name) && k.name !== 'script' && k.name !== 'template' && k.name !== 'noscript') return true;
  }
  return false;
}

function laterMetadata(kids: readonly AnyNode[], from: number): string {
  const names: string[] = [];
  for (let i = from + 1; i < kids.length; i++) {
    const k = kids[i]!;
    if (dom.isElement(k) && (k.name === 'meta' || k.name === 'link' || k.name === 'title' || k.name === 'base')) names.push(k.name);
  }
  return names.length ? `; ${names.length} metadata element${names.length === 1 ? '' : 's'} after it (${[...new Set(names)].map((n) => `<${n}>`).join(', ')}) end up in the body` : '';
}

export default defineRule({
  id: 'code-quality/head-content',
  dimension: 'codeQuality',
  title: 'The <head> contains only metadata elements',
  failureTitle: 'The <head> contains elements that end it early',
  description:
    'Checks the children of <head> against its content model: only <title>, <meta>, <link>, <style>, <script>, <base>, <template> and <noscript> are allowed, and a <noscript> in the head may only hold <link>, <meta> and <style>. Any other element or non-blank text (an <img>, <div>, <iframe>, stray text) is reported with the metadata that follows it — unless the head has no explicit end tag and no metadata follows, which is just an omitted </head>. ' +
    'This asks whether the markup is valid wherever the stray element sits; whether search engines lose metadata to it is seo/head-valid-elements\' question, which passes when the element comes after all search metadata.',
  why: 'A non-metadata element ends the head in the browser\'s parser, so the document the browser builds is not the one written: the element and everything after it, metadata included, land in the body and validators reject the page. Code that expects the head to hold all metadata (crawlers, link previews, scripts) reads a different document than the author wrote.',
  fix: 'Move <img>, <iframe>, <div> and tracking-pixel markup into the <body>; inside <noscript> in the head use only <link>, <meta> and <style>.',
  impact: 'serious',
  tags: ['html-validate:element-permitted-content'],
  references: ['https://html.spec.whatwg.org/multipage/semantics.html#the-head-element', 'https://developers.google.com/search/docs/crawling-indexing/valid-page-metadata'],
  check(ctx) {
    const head = ctx.page.index.byTag.get('head')?.[0];
    if (!head) return ctx.notApplicable('The document has no explicit <head> element.');
    const kids = head.children;
    let bad = 0;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i]!;
      if (dom.isText(k)) {
        if (k.data.trim() === '') continue;
        if (!explicitEnd(ctx.page, head) && !metadataAfter(kids, i)) break;
        bad++;
        ctx.report(head, `Text "${k.data.trim().slice(0, 40)}" in <head> ends it${laterMetadata(kids, i)}.`);
        break;
      }
      if (!dom.isElement(k)) continue;
      if (!METADATA.has(k.name)) {
        if (!explicitEnd(ctx.page, head) && !metadataAfter(kids, i)) break;
        bad++;
        ctx.report(k, `${dom.snippet(k, 60)} in <head> ends it${laterMetadata(kids, i)}.`);
        break;
      }
      if (k.name === 'noscript') {
        const inner = dom.childElements(k).find((c: Element) => !NOSCRIPT_IN_HEAD.has(c.name));
        if (inner) {
          bad++;
          ctx.warn(inner, `${dom.snippet(inner, 60)} inside <noscript> in <head> ends the head when scripting is off (as for some crawlers)${laterMetadata(kids, i)}.`);
        }
      }
    }
    return bad ? undefined : ctx.pass();
  },
});
