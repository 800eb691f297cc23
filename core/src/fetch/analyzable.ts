import { STATUS_CODES } from 'node:http';
import { PagegradeError } from '../errors.ts';

/** Media types of the documents that are graded: HTML, as a browser renders it. */
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);


/**
 * Refuses a fetched document that is not a page to grade, as PageSpeed Insights does: one that
 * answers with an error status (400 and up), one whose content type is not HTML, and one whose
 * body is not text (a binary served as text/html). Grading such a response would score the error
 * or the bytes, not the site, and put them on the leaderboard. Throws `fetch_failed` naming why.
 */
export function assertAnalyzable(url: string, status: number, contentType: string, text: string): void {
  if (status >= 400) {
    const reason = STATUS_CODES[status];
    throw new PagegradeError('fetch_failed', `${url} answered HTTP ${status}${reason ? ` (${reason})` : ''}; only pages that load can be analyzed.`);
  }
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  if (mime !== '' && !HTML_TYPES.has(mime)) throw new PagegradeError('fetch_failed', `${url} serves ${mime}, not an HTML page; only HTML pages can be analyzed.`);
  if (looksBinary(text)) throw new PagegradeError('fetch_failed', `${url} does not serve text: its body is binary data${mime ? ` labelled ${mime}` : ''}, not an HTML page.`);
}

/**
 * Whether the start of a decoded body is binary rather than text: a NUL, or more than one in ten
 * characters a control character or an undecodable byte. (HTML allows tabs, line feeds, form feeds
 * and carriage returns; real pages have next to no other control characters.)
 */
export function looksBinary(text: string): boolean {
  const sample = text.length > 2048 ? text.slice(0, 2048) : text;
  if (sample.length === 0) return false;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0xfffd || (c >= 0x7f && c < 0xa0)) odd++;
  }
  return odd * 10 > sample.length;
}
