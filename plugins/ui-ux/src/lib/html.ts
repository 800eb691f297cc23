import type { Element } from 'domhandler';
import { dom, type Page } from '@pagegrade/core';

/** `<meta name=…>` elements by lower-cased name. */
export function metaNamed(page: Page, name: string): Element[] {
  return (page.index.byTag.get('meta') ?? []).filter((m) => (dom.attr(m, 'name') ?? '').trim().toLowerCase() === name);
}

/**
 * Elements of one tag whose role contains a token, in document order. Read from the elements
 * that have a role attribute, a few per page, instead of every div.
 */
export function withRole(page: Page, tag: string, role: string): Element[] {
  const out: Element[] = [];
  for (const el of page.index.byAttribute.get('role') ?? []) if (el.name === tag && dom.tokens(el, 'role').includes(role)) out.push(el);
  return out;
}

/** `<link>` elements whose rel contains a token. */
export function linksWithRel(page: Page, rel: string): Element[] {
  return (page.index.byTag.get('link') ?? []).filter((l) => dom.tokens(l, 'rel').includes(rel));
}

/** Parses a viewport-style `key=value, key=value` list (commas or semicolons). */
export function parseKeyValues(content: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of content.slice(0, 1000).split(/[,;]/)) {
    const eq = part.indexOf('=');
    if (eq < 0) {
      const k = part.trim().toLowerCase();
      if (k) out.set(k, '');
      continue;
    }
    out.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim().toLowerCase());
  }
  return out;
}

/** A CSS colour a browser would accept in theme-color: hex, rgb()/hsl()/hwb()/lab()/…, or a named colour. */
export function isCssColor(v: string): boolean {
  const s = v.trim().toLowerCase();
  if (/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(s)) return true;
  if (/^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]{1,100}\)$/.test(s)) return true;
  return NAMED.has(s);
}

const NAMED = new Set(
  ('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral ' +
    'cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange ' +
    'darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey ' +
    'dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ' +
    'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink ' +
    'lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose ' +
    'moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue ' +
    'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent').split(' '),
);

export function truncate(s: string, max = 60): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
