import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';

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
/** The pairs whose attribute (href, data) is checked on one element only: read by element. */
const BY_TAG = REQUIRED.map(([tag, a], pair) => ({ tag, a, pair })).filter(({ a }) => a === 'href' || a === 'data');
/** The other pairs, read from the attribute index: attribute → element name → place in REQUIRED. */
const BY_ATTRIBUTE = new Map<string, Map<string, number>>();
REQUIRED.forEach(([tag, a], pair) => {
  if (a === 'href' || a === 'data') return;
  let tags = BY_ATTRIBUTE.get(a);
  if (!tags) BY_ATTRIBUTE.set(a, (tags = new Map()));
  tags.set(tag, pair);
});

interface Finding {
  pair: number;
  el: Element;
  a: string;
}

const byPair = (x: Finding, y: Finding) => x.pair - y.pair;

function isEmpty(v: string): boolean {
  // A value that starts with a visible ASCII character is not empty.
  const c = v.charCodeAt(0);
  if (c > 32 && c < 127) return false;
  return v.trim() === '';
}

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
  check(ctx) {
    const page = ctx.page;
    // Each attribute's holders come from the attribute index (document order) and are kept
    // when their element is one the attribute is checked on; the findings are then put in the
    // order of REQUIRED, document order within each pair. <a href> is never checked: an empty
    // href on <a> is a valid link to the page itself.
    const found: Finding[] = [];
    for (const [a, tags] of BY_ATTRIBUTE) {
      for (const el of page.index.byAttribute.get(a) ?? []) {
        const pair = tags.get(el.name);
        if (pair !== undefined && isEmpty(el.attribs[a]!)) found.push({ pair, el, a });
      }
    }
    for (const { tag, a, pair } of BY_TAG) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        const v = el.attribs[a];
        if (v !== undefined && isEmpty(v)) found.push({ pair, el, a });
      }
    }
    found.sort(byPair);
    for (const { el, a } of found) ctx.report(el, () => `${dom.snippet(el, 80)} has an empty ${a}.`);
    return found.length ? undefined : ctx.pass();
  },
});
