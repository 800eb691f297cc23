/**
 * The refresh pragma (`<meta http-equiv="refresh" content="5; url=/next">`), read as HTML's shared
 * declarative refresh steps read it: leading white space, an integer of seconds (digits and dots
 * after it are ignored), then the end, or a `;`, `,` or white space before the URL. Only the first
 * `<meta>` whose content parses counts: browsers ignore the later ones.
 */
import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';

export interface Refresh {
  el: Element;
  content: string;
  delay: number;
}

/** The delay in seconds, or null when the content is not a valid refresh. */
export function refreshDelay(content: string): number | null {
  let i = 0;
  const n = Math.min(content.length, 1000);
  while (i < n && dom.isHtmlSpaceCode(content.charCodeAt(i))) i++;
  const start = i;
  while (i < n && isDigit(content.charCodeAt(i))) i++;
  const digits = content.slice(start, i);
  if (digits === '' && content[i] !== '.') return null;
  while (i < n && (isDigit(content.charCodeAt(i)) || content[i] === '.')) i++;
  if (i < n) {
    const c = content.charCodeAt(i);
    if (c !== 0x3b && c !== 0x2c && !dom.isHtmlSpaceCode(c)) return null;
  }
  return digits === '' ? 0 : Number(digits);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

export const firstRefresh = perPage((page: Page): Refresh | null => {
  for (const el of page.index.byTag.get('meta') ?? []) {
    if ((el.attribs['http-equiv'] ?? '').trim().toLowerCase() !== 'refresh') continue;
    const content = el.attribs['content'] ?? '';
    const delay = refreshDelay(content);
    if (delay !== null) return { el, content, delay };
  }
  return null;
});
