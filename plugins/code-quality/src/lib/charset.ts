import type { Element } from 'domhandler';
import { perPage, type Page } from '@pagegrade/core';

export interface CharsetDeclaration {
  source: 'bom' | 'header' | 'meta-charset' | 'meta-http-equiv';
  /** The label as written. */
  label: string;
  /** The encoding it names under the WHATWG Encoding Standard (lower-case), or the label itself. */
  encoding: string;
  element?: Element;
  /** Byte offset of the declaring element in the document (meta only). */
  byteOffset?: number;
}

// A subset of the WHATWG Encoding Standard's label table: the labels seen on real pages.
const LABELS: Record<string, string[]> = {
  'utf-8': ['utf-8', 'utf8', 'unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'x-unicode20utf8'],
  'windows-1252': ['windows-1252', 'ascii', 'us-ascii', 'iso-8859-1', 'iso8859-1', 'iso88591', 'iso_8859-1', 'iso_8859-1:1987', 'latin1', 'l1', 'cp1252', 'x-cp1252', 'cp819', 'ibm819', 'iso-ir-100', 'csisolatin1', 'ansi_x3.4-1968'],
  'iso-8859-2': ['iso-8859-2', 'iso8859-2', 'latin2', 'l2', 'iso_8859-2'],
  'iso-8859-15': ['iso-8859-15', 'iso8859-15', 'latin9', 'l9', 'iso_8859-15'],
  'windows-1251': ['windows-1251', 'cp1251', 'x-cp1251'],
  'windows-1250': ['windows-1250', 'cp1250', 'x-cp1250'],
  'koi8-r': ['koi8-r', 'koi8', 'koi', 'cskoi8r', 'koi8_r'],
  shift_jis: ['shift_jis', 'shift-jis', 'sjis', 'ms_kanji', 'x-sjis', 'windows-31j', 'ms932', 'csshiftjis'],
  'euc-jp': ['euc-jp', 'x-euc-jp', 'cseucpkdfmtjapanese'],
  gbk: ['gbk', 'gb2312', 'x-gbk', 'chinese', 'csgb2312', 'gb_2312-80', 'iso-ir-58', 'gb_2312'],
  gb18030: ['gb18030'],
  big5: ['big5', 'big5-hkscs', 'cn-big5', 'x-x-big5', 'csbig5'],
  'euc-kr': ['euc-kr', 'ks_c_5601-1987', 'windows-949', 'korean', 'cseuckr', 'ks_c_5601-1989', 'ksc5601', 'ksc_5601'],
  'utf-16le': ['utf-16le', 'utf-16'],
  'utf-16be': ['utf-16be'],
};
const BY_LABEL = new Map<string, string>();
for (const [enc, labels] of Object.entries(LABELS)) for (const l of labels) BY_LABEL.set(l, enc);

function encodingOf(label: string): string {
  const l = label.trim().toLowerCase();
  return BY_LABEL.get(l) ?? l;
}

/** The charset parameter of a Content-Type value, or null. */
function charsetParam(contentType: string): string | null {
  const m = /;\s*charset\s*=\s*["']?([^"';\s,]+)/i.exec(contentType.slice(0, 500));
  return m ? m[1]! : null;
}

/** Byte offset of an element's start tag (counted in bytes only near the start, where the prescan looks). */
function byteOffsetOf(page: Page, el: Element): number {
  const start = el.startIndex ?? 0;
  return start <= 4096 ? Buffer.byteLength(page.html.slice(0, start)) : start;
}

/** Every character encoding declaration of the page: BOM, Content-Type header, meta elements. */
export const charsetDeclarations = perPage((page: Page): CharsetDeclaration[] => {
  const out: CharsetDeclaration[] = [];
  if (page.html.charCodeAt(0) === 0xfeff) out.push({ source: 'bom', label: 'UTF-8 byte order mark', encoding: 'utf-8' });
  if (page.headersKnown) {
    const ct = page.headers.get('content-type');
    const cs = ct ? charsetParam(ct) : null;
    if (cs) out.push({ source: 'header', label: cs, encoding: encodingOf(cs) });
  }
  for (const meta of page.index.byTag.get('meta') ?? []) {
    const charset = meta.attribs['charset'];
    if (charset !== undefined) {
      out.push({ source: 'meta-charset', label: charset, encoding: encodingOf(charset), element: meta, byteOffset: byteOffsetOf(page, meta) });
      continue;
    }
    if ((meta.attribs['http-equiv'] ?? '').trim().toLowerCase() === 'content-type') {
      const direct = /charset\s*=\s*["']?([^"';\s,]+)/i.exec((meta.attribs['content'] ?? '').slice(0, 500));
      const label = direct?.[1] ?? null;
      if (label) out.push({ source: 'meta-http-equiv', label, encoding: encodingOf(label), element: meta, byteOffset: byteOffsetOf(page, meta) });
    }
  }
  return out;
});

/** Where browsers look for a meta declaration: the first 1024 bytes (HTML standard, "prescan"). */
export const PRESCAN_BYTES = 1024;

export function describeDeclaration(d: CharsetDeclaration): string {
  switch (d.source) {
    case 'bom':
      return 'the byte order mark (UTF-8)';
    case 'header':
      return `the Content-Type header (charset=${d.label})`;
    case 'meta-charset':
      return `<meta charset="${d.label}">`;
    default:
      return `<meta http-equiv="Content-Type"> (charset=${d.label})`;
  }
}
