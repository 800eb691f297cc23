import { defineRule, dom } from '@pagegrade/core';

/** Attributes that must hold a non-empty URL when present (HTML standard: "valid non-empty URL"). */
const REQUIRED: Array<[string, string]> = [
  ['script', 'src'],
  ['link', 'href'],
  ['iframe', 'src'],
  ['img', 'src'],
  ['source', 'src'],
  ['source', 'srcset'],
  ['img', 'srcset'],
  ['video', 'src'],
  ['audio', 'src'],
  ['track', 'src'],
  ['embed', 'src'],
  ['object', 'data'],
  ['input', 'src'],
];

export default defineRule({
  id: 'code-quality/empty-src',
  dimension: 'codeQuality',
  title: 'Resource attributes are not empty',
  failureTitle: 'Some elements have an empty src, href or srcset',
  description: 'Checks resource-loading attributes that must hold a non-empty URL when present: src on <script>, <img>, <iframe>, media, <track>, <embed> and image inputs, href on <link>, srcset, and data on <object>. (An empty href on <a> is a valid link to the page itself and is not reported.)',
  why: 'An empty URL resolves to the page itself: depending on the element the browser requests the HTML document again as a stylesheet, script or frame (doubling server load and polluting analytics), or fires an error event; for images it shows a broken image.',
  fix: 'Remove the attribute (or the element) until there is a real URL; lazy-loading code should leave src out rather than empty.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url'],
  create(ctx) {
    return {
      end() {
        let n = 0;
        for (const [tag, a] of REQUIRED) {
          for (const el of ctx.page.index.byTag.get(tag) ?? []) {
            const v = el.attribs[a];
            if (v === undefined || v.trim() !== '') continue;
            n++;
            ctx.report(el, `${dom.snippet(el, 80)} has an empty ${a}.`);
          }
        }
        return n ? undefined : ctx.pass();
      },
    };
  },
});
