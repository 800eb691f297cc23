import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** Longest start tag read; longer ones (huge inline data) are skipped. */
const MAX_TAG = 8000;

/** Names compared one by one up to this many; a tag with more switches to a set of strings. */
const FEW = 32;
// Start, end and "has a non-ASCII character" of the names read so far in the current start tag.
// Scratch space reused by every call (each call starts from zero): a start tag is read for every
// element of every page, and the common case — no duplicate — then allocates nothing.
const starts = new Int32Array(FEW + 1);
const ends = new Int32Array(FEW + 1);
const wide = new Uint8Array(FEW + 1);

/** The name at [start, end) as the tokenizer keys it: lower-cased. */
function nameAt(html: string, start: number, end: number): string {
  return html.slice(start, end).toLowerCase();
}

/** Whether the names at slots a and b are equal once lower-cased. */
function sameName(html: string, a: number, b: number): boolean {
  const len = ends[a]! - starts[a]!;
  // Lower-casing can change the length of non-ASCII text: compare such names as strings.
  if (wide[a] || wide[b]) return nameAt(html, starts[a]!, ends[a]!) === nameAt(html, starts[b]!, ends[b]!);
  if (ends[b]! - starts[b]! !== len) return false;
  for (let k = 0; k < len; k++) {
    let x = html.charCodeAt(starts[a]! + k);
    let y = html.charCodeAt(starts[b]! + k);
    if (x === y) continue;
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
  }
  return true;
}

/**
 * Reads the attribute names of the start tag at `start` the way the HTML tokenizer does, and
 * returns the first name that repeats (lower-cased), or null.
 */
export function firstDuplicate(html: string, start: number): string | null {
  const end = Math.min(html.length, start + MAX_TAG);
  let i = start + 1;
  // Every character that ends a name is at most ">" (62): letters, the bulk of names, are ruled
  // out by one comparison.
  for (; i < end; i++) {
    const c = html.charCodeAt(i);
    if (c <= 62 && (c === 62 || c === 47 || dom.isHtmlSpaceCode(c))) break;
  }
  let count = 0;
  let many: Set<string> | null = null;
  while (i < end) {
    let c = html.charCodeAt(i);
    while (i < end && (dom.isHtmlSpaceCode(c) || c === 47)) c = html.charCodeAt(++i);
    if (i >= end || c === 62) return null;
    const nameStart = i;
    let nonAscii = c > 127;
    // The first character may be "=" (it is then part of the name).
    i++;
    while (i < end) {
      c = html.charCodeAt(i);
      if (c <= 62) {
        if (c === 61 || c === 62 || c === 47 || dom.isHtmlSpaceCode(c)) break;
      } else if (c > 127) nonAscii = true;
      i++;
    }
    // Tags have a handful of attributes: comparing in place is cheaper than a Set until they have many.
    if (many) {
      const name = nameAt(html, nameStart, i);
      if (many.has(name)) return name;
      many.add(name);
    } else {
      starts[count] = nameStart;
      ends[count] = i;
      wide[count] = nonAscii ? 1 : 0;
      for (let k = 0; k < count; k++) if (sameName(html, k, count)) return nameAt(html, nameStart, i);
      count++;
      if (count > FEW) {
        many = new Set();
        for (let k = 0; k < count; k++) many.add(nameAt(html, starts[k]!, ends[k]!));
      }
    }
    while (i < end && dom.isHtmlSpaceCode(html.charCodeAt(i))) i++;
    if (html.charCodeAt(i) !== 61) continue;
    i++;
    while (i < end && dom.isHtmlSpaceCode(html.charCodeAt(i))) i++;
    const q = html.charCodeAt(i);
    if (q === 34 || q === 39) {
      const close = html.indexOf(q === 34 ? '"' : "'", i + 1);
      if (close === -1 || close >= end) return null;
      i = close + 1;
    } else {
      while (i < end && !dom.isHtmlSpaceCode(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++;
    }
  }
  return null;
}

function hasAttributes(el: Element): boolean {
  for (const _ in el.attribs) return true;
  return false;
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
    return {
      // Read from the tag index instead of visiting every element: a handler call per element
      // costs more than the scan of its start tag.
      end() {
        const page = ctx.page;
        const html = page.html;
        const found: Array<{ el: Element; dup: string }> = [];
        for (const els of page.index.byTag.values()) {
          for (const el of els) {
            const start = el.startIndex;
            // Elements the parser created without a start tag (an implied <p>) have none to read.
            if (start == null || html.charCodeAt(start) !== 60) continue;
            // The scan ends at once for a start tag without attributes; asking the element whether
            // it has any (an enumeration of its attributes) is dearer, so that is asked last.
            const dup = firstDuplicate(html, start);
            if (!dup || !hasAttributes(el)) continue;
            found.push({ el, dup });
          }
        }
        if (!found.length) return ctx.pass();
        // In document order: elements with attributes come from start tags, whose offsets are distinct.
        found.sort((a, b) => a.el.startIndex! - b.el.startIndex!);
        for (const { el, dup } of found) ctx.report(el, () => `${dom.snippet(el, 60)} declares ${dup.slice(0, 40)} more than once; only the first value is used.`);
        return undefined;
      },
    };
  },
});
