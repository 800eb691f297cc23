import { defineRule, dom } from '@pagegrade/core';

/** Longest start tag read; longer ones (huge inline data) are skipped. */
const MAX_TAG = 8000;

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
}

/**
 * Reads the attribute names of the start tag at `start` the way the HTML tokenizer does, and
 * returns the first name that repeats, or null.
 */
export function firstDuplicate(html: string, start: number): string | null {
  const end = Math.min(html.length, start + MAX_TAG);
  let i = start + 1;
  while (i < end && !isSpace(html.charCodeAt(i)) && html[i] !== '>' && html[i] !== '/') i++;
  const seen: string[] = [];
  let many: Set<string> | null = null;
  while (i < end) {
    let c = html.charCodeAt(i);
    while (i < end && (isSpace(c) || c === 47)) c = html.charCodeAt(++i);
    if (i >= end || c === 62) return null;
    const nameStart = i;
    // The first character may be "=" (it is then part of the name).
    i++;
    while (i < end) {
      c = html.charCodeAt(i);
      if (isSpace(c) || c === 47 || c === 62 || c === 61) break;
      i++;
    }
    const name = html.slice(nameStart, i).toLowerCase();
    // Tags have a handful of attributes: a list is cheaper than a Set until they have many.
    if (many) {
      if (many.has(name)) return name;
      many.add(name);
    } else {
      if (seen.includes(name)) return name;
      seen.push(name);
      if (seen.length > 32) many = new Set(seen);
    }
    while (i < end && isSpace(html.charCodeAt(i))) i++;
    if (html.charCodeAt(i) !== 61) continue;
    i++;
    while (i < end && isSpace(html.charCodeAt(i))) i++;
    const q = html[i];
    if (q === '"' || q === "'") {
      const close = html.indexOf(q, i + 1);
      if (close === -1 || close >= end) return null;
      i = close + 1;
    } else {
      while (i < end && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++;
    }
  }
  return null;
}

export default defineRule({
  id: 'code-quality/duplicate-attribute',
  dimension: 'codeQuality',
  title: 'No element repeats an attribute',
  failureTitle: 'Some elements declare the same attribute twice',
  description: 'Reads the start tag of every element in the source and reports attributes that appear more than once on the same element (for example two class or style attributes), which the HTML tokenizer treats as a parse error.',
  why: 'Browsers keep only the first occurrence and silently drop the rest, so the second class list, style or event handler never applies — a common result of templates that add an attribute in two places.',
  fix: 'Merge the values into one attribute (class="a b" rather than class="a" class="b").',
  impact: 'moderate',
  tags: ['html-validate:no-dup-attr', 'act:e6952f'],
  references: ['https://html.spec.whatwg.org/multipage/parsing.html#parse-error-duplicate-attribute'],
  create(ctx) {
    const html = ctx.page.html;
    let n = 0;
    return {
      element: {
        '*'(el) {
          const start = el.startIndex;
          // Elements the parser created without a start tag (an implied <p>) have none to read.
          if (start == null || html.charCodeAt(start) !== 60) return;
          let any = false;
          for (const _ in el.attribs) {
            any = true;
            break;
          }
          if (!any) return;
          const dup = firstDuplicate(html, start);
          if (!dup) return;
          n++;
          ctx.report(el, `${dom.snippet(el, 60)} declares ${dup.slice(0, 40)} more than once; only the first value is used.`);
        },
      },
      end() {
        return n ? undefined : ctx.pass();
      },
    };
  },
});
