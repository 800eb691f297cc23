import { escapeRegExp, perPage, type Page } from '@pagegrade/core';

/**
 * The document's DOCTYPE as the HTML tokenizer would read it, and the rendering mode it selects
 * (HTML Living Standard §13.2.6.4.1, "the initial insertion mode").
 */
export interface DoctypeInfo {
  /** The raw text between `<!` and `>`. */
  raw: string;
  offset: number;
  name: string;
  publicId: string | null;
  systemId: string | null;
  /** The tokenizer could not read it (missing quotes, junk): browsers then force quirks mode. */
  malformed: boolean;
  mode: 'no-quirks' | 'limited-quirks' | 'quirks';
  /** Something other than white space and comments precedes it: browsers then ignore it. */
  late: boolean;
}

// Public identifiers that select quirks mode when they start the doctype's public id (compared
// case-insensitively), as listed in the HTML standard.
const QUIRKS_PUBLIC_PREFIXES = [
  '+//silmaril//dtd html pro v0r11 19970101//', '-//as//dtd html 3.0 aswedit + extensions//',
  '-//advasoft ltd//dtd html 3.0 aswedit + extensions//', '-//ietf//dtd html 2.0 level 1//', '-//ietf//dtd html 2.0 level 2//',
  '-//ietf//dtd html 2.0 strict level 1//', '-//ietf//dtd html 2.0 strict level 2//', '-//ietf//dtd html 2.0 strict//',
  '-//ietf//dtd html 2.0//', '-//ietf//dtd html 2.1e//', '-//ietf//dtd html 3.0//', '-//ietf//dtd html 3.2 final//',
  '-//ietf//dtd html 3.2//', '-//ietf//dtd html 3//', '-//ietf//dtd html level 0//', '-//ietf//dtd html level 1//',
  '-//ietf//dtd html level 2//', '-//ietf//dtd html level 3//', '-//ietf//dtd html strict level 0//',
  '-//ietf//dtd html strict level 1//', '-//ietf//dtd html strict level 2//', '-//ietf//dtd html strict level 3//',
  '-//ietf//dtd html strict//', '-//ietf//dtd html//', '-//metrius//dtd metrius presentational//',
  '-//microsoft//dtd internet explorer 2.0 html strict//', '-//microsoft//dtd internet explorer 2.0 html//',
  '-//microsoft//dtd internet explorer 2.0 tables//', '-//microsoft//dtd internet explorer 3.0 html strict//',
  '-//microsoft//dtd internet explorer 3.0 html//', '-//microsoft//dtd internet explorer 3.0 tables//',
  '-//netscape comm. corp.//dtd html//', '-//netscape comm. corp.//dtd strict html//', "-//o'reilly and associates//dtd html 2.0//",
  "-//o'reilly and associates//dtd html extended 1.0//", "-//o'reilly and associates//dtd html extended relaxed 1.0//",
  '-//sq//dtd html 2.0 hotmetal + extensions//', '-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//',
  '-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//', '-//spyglass//dtd html 2.0 extended//',
  '-//sun microsystems corp.//dtd hotjava html//', '-//sun microsystems corp.//dtd hotjava strict html//',
  '-//w3c//dtd html 3 1995-03-24//', '-//w3c//dtd html 3.2 draft//', '-//w3c//dtd html 3.2 final//', '-//w3c//dtd html 3.2//',
  '-//w3c//dtd html 3.2s draft//', '-//w3c//dtd html 4.0 frameset//', '-//w3c//dtd html 4.0 transitional//',
  '-//w3c//dtd html experimental 19960712//', '-//w3c//dtd html experimental 970421//', '-//w3c//dtd w3 html//',
  '-//w3o//dtd w3 html 3.0//', '-//webtechs//dtd mozilla html 2.0//', '-//webtechs//dtd mozilla html//',
];
const QUIRKS_PUBLIC_EXACT = ['-//w3o//dtd w3 html strict 3.0//en//', '-/w3c/dtd html 4.0 transitional/en', 'html'];
const HTML401_LOOSE = ['-//w3c//dtd html 4.01 frameset//', '-//w3c//dtd html 4.01 transitional//'];
const XHTML_LOOSE = ['-//w3c//dtd xhtml 1.0 frameset//', '-//w3c//dtd xhtml 1.0 transitional//'];

const WS = /^[\t\n\f\r ]*/;

/** The doctype text not read yet (passed to `quoted` instead of a closure made on every page). */
interface Rest {
  s: string;
}

/** Reads a quoted identifier at the start of the rest (after white space), or null when there is none. */
function quoted(rest: Rest): string | null {
  const s = rest.s.replace(WS, '');
  rest.s = s;
  const q = s[0];
  if (q !== '"' && q !== "'") return null;
  const end = s.indexOf(q, 1);
  if (end === -1) return null;
  rest.s = s.slice(end + 1);
  return s.slice(1, end);
}

/** Reads `DOCTYPE name PUBLIC "pub" "sys"` / `SYSTEM "sys"`; malformed when the ids are not quoted. */
function parseDoctype(raw: string): Pick<DoctypeInfo, 'name' | 'publicId' | 'systemId' | 'malformed'> {
  let s = raw.replace(/^!doctype/i, '');
  s = s.replace(WS, '');
  const nameMatch = /^[^\t\n\f\r >]*/.exec(s)!;
  const name = nameMatch[0].toLowerCase();
  const rest: Rest = { s: s.slice(nameMatch[0].length).replace(WS, '') };
  let publicId: string | null = null;
  let systemId: string | null = null;
  let malformed = name === '';
  const kw = rest.s.slice(0, 6).toLowerCase();
  if (kw === 'public') {
    rest.s = rest.s.slice(6);
    publicId = quoted(rest);
    if (publicId === null) malformed = true;
    else if (rest.s.replace(WS, '') !== '') {
      systemId = quoted(rest);
      if (systemId === null) malformed = true;
    }
  } else if (kw === 'system') {
    rest.s = rest.s.slice(6);
    systemId = quoted(rest);
    if (systemId === null) malformed = true;
  } else if (rest.s.trim() !== '') {
    malformed = true;
  }
  if (!malformed && rest.s.trim() !== '') malformed = true;
  return { name, publicId, systemId, malformed };
}

/** Whether a string starts with one of the prefixes: one match instead of a call per prefix. */
function startsWithAny(prefixes: readonly string[]): RegExp {
  return new RegExp(`^(?:${prefixes.map(escapeRegExp).join('|')})`);
}

const QUIRKS_PUBLIC_START = startsWithAny(QUIRKS_PUBLIC_PREFIXES);
const HTML401_LOOSE_START = startsWithAny(HTML401_LOOSE);
const XHTML_LOOSE_START = startsWithAny(XHTML_LOOSE);

function modeOf(d: Pick<DoctypeInfo, 'name' | 'publicId' | 'systemId' | 'malformed'>): DoctypeInfo['mode'] {
  if (d.malformed || d.name !== 'html') return 'quirks';
  const pub = (d.publicId ?? '').toLowerCase();
  const sys = d.systemId?.toLowerCase() ?? null;
  if (QUIRKS_PUBLIC_EXACT.includes(pub)) return 'quirks';
  if (sys === 'http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd') return 'quirks';
  if (pub && QUIRKS_PUBLIC_START.test(pub)) return 'quirks';
  if (sys === null && HTML401_LOOSE_START.test(pub)) return 'quirks';
  if (XHTML_LOOSE_START.test(pub)) return 'limited-quirks';
  if (sys !== null && HTML401_LOOSE_START.test(pub)) return 'limited-quirks';
  return 'no-quirks';
}

/** The first DOCTYPE of the document, or null when there is none. Cached per page. */
export const doctypeOf = perPage((page: Page): DoctypeInfo | null => {
  let info: DoctypeInfo | null = null;
  let late = false;
  for (const node of page.document.children) {
    if (node.type === 'directive' && (node as { name?: string }).name?.toLowerCase() === '!doctype') {
      const raw = String((node as { data?: string }).data ?? '');
      const parsed = parseDoctype(raw.slice(0, 2000));
      info = { raw, offset: node.startIndex ?? 0, ...parsed, mode: modeOf(parsed), late };
      break;
    }
    if (node.type === 'comment') continue;
    if (node.type === 'text' && (node as { data: string }).data.replace(/^\uFEFF/, '').trim() === '') continue;
    late = true;
  }
  return info;
});
