import { isHtmlSpaceCode } from '../dom/index.ts';

/** One candidate of a srcset attribute, as HTML's srcset parser reads it. */
export interface SrcsetCandidate {
  /** The URL as written. */
  url: string;
  /** A width descriptor (`480w`), or null. */
  width: number | null;
  /** A pixel density descriptor (`2x`), or null; a candidate with neither is 1x. */
  density: number | null;
}

/** At most this many candidates are read unless asked for fewer: no browser choice needs more. */
const MAX_CANDIDATES = 50;

const NON_NEGATIVE_INTEGER = /^\d+$/;
const FLOATING_POINT = /^-?(?:\d+|\d*\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The candidates of a srcset attribute, by HTML's "parse a srcset attribute" (WHATWG HTML,
 * 4.8.4.3.10): a URL runs to white space, so it may hold commas (image CDNs write `w_400,h_300`),
 * and its descriptors run to the next comma outside parentheses; a candidate whose descriptors are
 * invalid is dropped, as browsers drop it. Written here rather than taken from npm: the parsers
 * there either throw on the first invalid candidate (losing the valid ones a browser keeps) or
 * print to the console.
 */
export function srcsetCandidates(input: string, max = MAX_CANDIDATES): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  const n = input.length;
  let i = 0;
  while (out.length < max) {
    while (i < n && (isHtmlSpaceCode(input.charCodeAt(i)) || input.charCodeAt(i) === 0x2c)) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isHtmlSpaceCode(input.charCodeAt(i))) i++;
    let url = input.slice(start, i);
    const descriptors: string[] = [];
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else i = tokenizeDescriptors(input, i, descriptors);
    const c = candidateOf(url, descriptors);
    if (c !== null) out.push(c);
  }
  return out;
}

/** Collects the descriptors after a URL into `out`; returns where the next candidate starts. */
function tokenizeDescriptors(input: string, from: number, out: string[]): number {
  const n = input.length;
  let i = from;
  let start = -1;
  let inParens = false;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    if (inParens) {
      if (c === 0x29) inParens = false;
    } else if (isHtmlSpaceCode(c) || c === 0x2c) {
      if (start !== -1) out.push(input.slice(start, i));
      start = -1;
      if (c === 0x2c) return i + 1;
    } else {
      if (start === -1) start = i;
      if (c === 0x28) inParens = true;
    }
  }
  if (start !== -1) out.push(input.slice(start, n));
  return n;
}

/** The candidate a URL and its descriptors make, or null when the descriptors are invalid. */
function candidateOf(url: string, descriptors: string[]): SrcsetCandidate | null {
  let width: number | null = null;
  let density: number | null = null;
  let height: number | null = null;
  for (const d of descriptors) {
    const kind = d[d.length - 1];
    const value = d.slice(0, -1);
    if (kind === 'w') {
      if (width !== null || density !== null || !NON_NEGATIVE_INTEGER.test(value) || Number(value) === 0) return null;
      width = Number(value);
    } else if (kind === 'x') {
      if (width !== null || density !== null || height !== null || !FLOATING_POINT.test(value) || Number(value) < 0) return null;
      density = Number(value);
    } else if (kind === 'h') {
      if (height !== null || density !== null || !NON_NEGATIVE_INTEGER.test(value) || Number(value) === 0) return null;
      height = Number(value);
    } else return null;
  }
  // A height is allowed only beside a width (kept for the future, unused).
  if (height !== null && width === null) return null;
  return url ? { url, width, density } : null;
}
