/**
 * Whether a media query list applies to the page as a static analysis sees it: a screen, with the
 * user's defaults (light colour scheme, no preference for reduced motion or contrast, no forced
 * colours), but no known viewport or device. Three answers: yes, no, or unknown (a query about
 * width, height, orientation, resolution, hover or pointer, or one this does not understand).
 */
export type Tristate = 'yes' | 'no' | 'unknown';

/** Feature values that hold for a screen at the user's defaults; any other value of these features does not. */
const DEFAULTS: Record<string, string | null> = {
  'prefers-color-scheme': 'light',
  'prefers-reduced-motion': 'no-preference',
  'prefers-reduced-transparency': 'no-preference',
  'prefers-reduced-data': 'no-preference',
  'prefers-contrast': 'no-preference',
  'forced-colors': 'none',
  'inverted-colors': 'none',
  scripting: 'enabled',
  color: null,
  grid: '0',
};

export function mediaApplies(query: string | null | undefined): Tristate {
  if (!query) return 'yes';
  const list = splitTopLevel(query.toLowerCase(), ',');
  let result: Tristate = 'no';
  for (const q of list) {
    const one = singleQuery(q.trim());
    if (one === 'yes') return 'yes';
    if (one === 'unknown') result = 'unknown';
  }
  return result;
}

function singleQuery(q: string): Tristate {
  if (q === '') return 'yes';
  let negate = false;
  let rest = q;
  const lead = /^(not|only)\s+/.exec(rest);
  if (lead) {
    negate = lead[1] === 'not';
    rest = rest.slice(lead[0].length);
  }
  let result: Tristate = 'yes';
  for (const part of rest.split(/\s+and\s+/)) {
    const p = part.trim();
    let r: Tristate;
    if (p.startsWith('(')) r = feature(p);
    else if (p === 'all' || p === 'screen') r = 'yes';
    else if (/^[a-z-]+$/.test(p)) r = 'no';
    else r = 'unknown';
    if (r === 'no') {
      result = 'no';
      break;
    }
    if (r === 'unknown') result = 'unknown';
  }
  if (!negate || result === 'unknown') return result;
  return result === 'yes' ? 'no' : 'yes';
}

function feature(p: string): Tristate {
  const m = /^\(\s*([a-z-]+)\s*(?::\s*([^()]+?))?\s*\)$/.exec(p);
  if (!m) return 'unknown';
  const name = m[1]!;
  const value = m[2]?.trim();
  if (!(name in DEFAULTS)) return 'unknown';
  const expected = DEFAULTS[name];
  if (expected === null) return value === undefined ? 'yes' : 'unknown';
  if (value === undefined) return expected === 'none' || expected === 'no-preference' || expected === '0' ? 'no' : 'yes';
  return value === expected ? 'yes' : 'no';
}

/** Splits at `sep` outside parentheses. */
export function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === sep && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
