import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** Data URIs larger than this (characters, about the same in bytes) defeat caching. */
const MAX_CHARS = 20 * 1024;
const URL_ATTRS = ['src', 'href', 'srcset', 'poster', 'data'];

function dataUriLength(value: string, from: number): number {
  // A data: URI runs until a quote, parenthesis or white space in CSS, or the end of the attribute.
  let i = from;
  while (i < value.length) {
    const c = value.charCodeAt(i);
    if (c === 34 || c === 39 || c === 41 || c === 32) break;
    i++;
  }
  return i - from;
}

export default defineRule({
  id: 'code-quality/large-data-uri',
  dimension: 'codeQuality',
  title: 'No large inline data: URIs',
  failureTitle: 'Large files are inlined as data: URIs',
  description: `Finds data: URIs longer than ${MAX_CHARS / 1024} KB in URL attributes (src, href, srcset, poster, data) and in CSS (style elements, style attributes and fetched stylesheets).`,
  why: 'Inlined files cannot be cached separately, are downloaded again with every page view, grow by a third through base64 encoding and are parsed on the critical path, which delays first render; they also bloat the HTML crawlers have to process.',
  fix: 'Serve large images, fonts and other files as separate, cacheable resources; keep inlining for tiny icons (a few hundred bytes).',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    // Only values over the limit can hold a large data: URI: they are picked from the
    // attribute index and reported in document order, attributes in the order listed above.
    const long: Array<{ el: Element; a: string; order: number }> = [];
    URL_ATTRS.forEach((a, order) => {
      for (const el of ctx.page.index.byAttribute.get(a) ?? []) {
        // A value is no longer than its source text (entity references never expand), which
        // lies inside the element's source span: an element spanning fewer characters than the
        // limit is passed without reading the value.
        const start = el.startIndex;
        const end = el.endIndex;
        if (start != null && end != null && end >= start && end - start < MAX_CHARS) continue;
        if (el.attribs[a]!.length > MAX_CHARS) long.push({ el, a, order });
      }
    });
    long.sort((x, y) => (x.el.startIndex ?? 0) - (y.el.startIndex ?? 0) || x.order - y.order);
    for (const { el, a } of long) {
      const v = el.attribs[a]!;
      const at = v.slice(0, 20).trim().toLowerCase().startsWith('data:') ? v.indexOf('data:') : -1;
      if (at === -1) continue;
      const len = dataUriLength(v, at);
      if (len <= MAX_CHARS) continue;
      n++;
      ctx.warn(el, `${a} of <${el.name}> is a ${Math.round(len / 1024)} KB data: URI (${v.slice(at, at + 30)}…).`);
    }
    for (const sheet of ctx.page.stylesheets) {
      if (sheet.text.length <= MAX_CHARS) continue;
      let from = 0;
      for (let guard = 0; guard < 1000; guard++) {
        const at = sheet.text.indexOf('data:', from);
        if (at === -1) break;
        const len = dataUriLength(sheet.text, at);
        from = at + Math.max(len, 5);
        if (len <= MAX_CHARS) continue;
        n++;
        const where = sheet.origin === 'external' ? sheet.url : sheet.element ? dom.snippet(sheet.element, 40) : 'a stylesheet';
        ctx.warn(sheet.origin === 'external' ? { stylesheet: sheet } : sheet.element, `A ${Math.round(len / 1024)} KB data: URI (${sheet.text.slice(at, at + 30)}…) in ${where}.`);
      }
    }
    return n ? undefined : ctx.pass();
  },
});
