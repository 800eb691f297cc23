/**
 * Linear estimates of how many bytes a minifier would remove: comments plus white space that is
 * not needed to separate two tokens. Single pass with charCodeAt, no regular expressions, so it
 * stays fast on multi-megabyte bundles. An estimate, not a minifier.
 */
import { dom } from '@pagegrade/core';
import { bytes } from './common.ts';

const WORDISH = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c === 45 || c === 37 || c === 35 || c === 46 || c > 127 || c === 34 || c === 39 || c === 41 || c === 93;

/**
 * Where the string or template opened by the quote at `start` ends: at its closing quote, or at a
 * line feed unless `multiline` (a template literal), whichever comes first; a backslash escapes the
 * next character. May be `text.length` or beyond when the string is not closed.
 */
function quotedEnd(text: string, start: number, multiline: boolean): number {
  const quote = text.charCodeAt(start);
  const n = text.length;
  let j = start + 1;
  while (j < n) {
    const d = text.charCodeAt(j);
    if (d === 92) j += 2;
    else if (d === quote || (d === 10 && !multiline)) break;
    else j++;
  }
  return j;
}

/** Estimated removable bytes in a stylesheet (comments and redundant white space). */
export function cssSavings(text: string): number {
  let removable = 0;
  let prev = 0; // last significant char code
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      // keep /*! license */ comments, as minifiers do
      if (text.charCodeAt(i + 2) !== 33) removable += stop - i;
      i = stop;
      continue;
    }
    if (c === 34 || c === 39) {
      prev = c;
      i = quotedEnd(text, i, false) + 1;
      continue;
    }
    if (dom.isHtmlSpaceCode(c)) {
      let j = i;
      while (j < n && dom.isHtmlSpaceCode(text.charCodeAt(j))) j++;
      const next = j < n ? text.charCodeAt(j) : 0;
      const needed = prev !== 0 && next !== 0 && WORDISH(prev) && (WORDISH(next) || next === 40) ? 1 : 0;
      removable += j - i - needed;
      i = j;
      continue;
    }
    if (c === 59 && text.charCodeAt(i + 1) === 125) removable++; // ";}" → "}"
    prev = c;
    i++;
  }
  return removable;
}

/** Characters after which a slash starts a regular expression rather than a division. */
const REGEX_BEFORE = new Set('(,=:[!&|?{};+-*%<>~^'.split('').map((s) => s.charCodeAt(0)));

/** Estimated removable bytes in a script (comments and white space; identifiers are not shortened). */
export function jsSavings(text: string): number {
  let removable = 0;
  let prev = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 47) {
      const d = text.charCodeAt(i + 1);
      if (d === 47) {
        let end = text.indexOf('\n', i + 2);
        if (end === -1) end = n;
        removable += end - i;
        i = end;
        continue;
      }
      if (d === 42) {
        const end = text.indexOf('*/', i + 2);
        const stop = end === -1 ? n : end + 2;
        if (text.charCodeAt(i + 2) !== 33) removable += stop - i;
        i = stop;
        continue;
      }
      if (prev === 0 || REGEX_BEFORE.has(prev)) {
        let j = i + 1;
        let inClass = false;
        while (j < n) {
          const e = text.charCodeAt(j);
          if (e === 92) j += 2;
          else if (e === 10) break;
          else if (e === 91) (inClass = true), j++;
          else if (e === 93) (inClass = false), j++;
          else if (e === 47 && !inClass) break;
          else j++;
        }
        prev = 47;
        i = j + 1;
        continue;
      }
      prev = c;
      i++;
      continue;
    }
    if (c === 34 || c === 39 || c === 96) {
      prev = c;
      i = quotedEnd(text, i, c === 96) + 1;
      continue;
    }
    if (dom.isHtmlSpaceCode(c)) {
      let j = i;
      while (j < n && dom.isHtmlSpaceCode(text.charCodeAt(j))) j++;
      const next = j < n ? text.charCodeAt(j) : 0;
      const needed = prev !== 0 && next !== 0 && (WORDISH(prev) || prev === 125) && WORDISH(next) ? 1 : 0;
      removable += j - i - needed;
      i = j;
      continue;
    }
    prev = c;
    i++;
  }
  return removable;
}

/** When a file counts as unminified: judged from `minSize` bytes, failing from `minSavings` bytes and `minRatio` of its size saved. */
export interface MinifyLimits {
  minSize: number;
  minSavings: number;
  minRatio: number;
}

/**
 * One file judged for minification: null when it is under `minSize` (not judged), else the detail
 * of its failure, or '' when the estimated saving stays under the limits.
 */
export function unminified(text: string, estimate: (text: string) => number, limits: MinifyLimits, what: () => string): string | null {
  const size = text.length;
  if (size < limits.minSize) return null;
  const saving = estimate(text);
  if (saving < limits.minSavings || saving / size < limits.minRatio) return '';
  return `${what()} could shrink by about ${bytes(saving)} (${Math.round((saving / size) * 100)} % of ${bytes(size)}).`;
}
