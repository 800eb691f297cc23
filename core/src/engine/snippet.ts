/**
 * Short excerpts of source for findings, so a person sees the code a finding is about without
 * opening the page: an element's start tag, or the stretch of a line of CSS or JS around a
 * position. Bounded in length, because a finding may point into a minified file whose single
 * line is megabytes long, and a hostile page may write start tags of any length.
 */

/** Characters an excerpt keeps (an ellipsis marks what was cut). */
export const SNIPPET_CHARS = 120;

/** How far a start tag is scanned for its end before the excerpt is cut there anyway. */
const TAG_SCAN = 1024;

function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function clip(s: string, max = SNIPPET_CHARS): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** The start tag that begins at `start` in `html` (attribute values may hold `>`), whitespace squashed. */
export function startTagSnippet(html: string, start: number): string | undefined {
  if (html.charCodeAt(start) !== 60 /* < */) return undefined;
  const end = Math.min(html.length, start + TAG_SCAN);
  let quote = 0;
  let i = start + 1;
  for (; i < end; i++) {
    const c = html.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62 /* > */) break;
  }
  const tag = squash(html.slice(start, Math.min(i + 1, end)));
  return tag ? clip(i < end ? tag : `${tag}…`) : undefined;
}

/** The line of `text` that holds `offset`, or a window of it centred on the offset when the line is long. */
export function lineSnippet(text: string, offset: number): string | undefined {
  if (offset < 0 || offset > text.length) return undefined;
  const from = text.lastIndexOf('\n', offset - 1) + 1;
  let to = text.indexOf('\n', offset);
  if (to === -1) to = text.length;
  if (to - from <= SNIPPET_CHARS) return squash(text.slice(from, to)) || undefined;
  const half = SNIPPET_CHARS >> 1;
  const a = Math.max(from, Math.min(offset - half, to - SNIPPET_CHARS));
  const b = Math.min(to, a + SNIPPET_CHARS);
  const body = squash(text.slice(a, b));
  return body ? `${a > from ? '…' : ''}${body}${b < to ? '…' : ''}` : undefined;
}
