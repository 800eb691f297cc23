import { perPage, type Page, type Resource } from '@pagegrade/core';

/** Protocol limits from sitemaps.org: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file. */
export const MAX_URLS = 50_000;
export const MAX_BYTES = 52_428_800;

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

export interface ParsedSitemap {
  resource: Resource;
  /** `urlset`, `sitemapindex`, or another root name (lower-case local name), or null when no element was found. */
  root: string | null;
  /** Whether the body looks like HTML instead of XML (a soft 404 or a login page). */
  looksLikeHtml: boolean;
  /** Whether the root declares the sitemaps.org namespace. */
  hasNamespace: boolean;
  entries: SitemapEntry[];
  /** Number of <url> or <sitemap> children seen (even those without a <loc>). */
  itemCount: number;
  /** Items with no <loc>. */
  missingLoc: number;
  /** Well-formedness problems found by the light scan (unclosed tags). */
  problems: string[];
}

function decodeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s
    .replace(/<!\[CDATA\[/g, '')
    .replace(/\]\]>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Local name of a tag name (`sm:loc` → `loc`), lower-case. */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
}

/** Namespace prefix of a tag name (`image:loc` → `image`), lower-case, '' when none. */
function prefixOf(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(0, colon).toLowerCase() : '';
}

/**
 * A light, linear scan of the sitemap fetched for the page (role `sitemap`): root element,
 * <url>/<sitemap> items with their <loc> and <lastmod>. Not a full XML parser: it finds tags with
 * indexOf and never backtracks, so a 50 MB sitemap costs one pass. Cached per page.
 */
export const sitemapOf = perPage((page: Page): ParsedSitemap | null => {
  const res = page.resource('sitemap');
  const parsed = res && res.state === 'ok' && res.body !== null ? scan(res, res.body) : null;
  return parsed;
});

function scan(resource: Resource, body: string): ParsedSitemap {
  const out: ParsedSitemap = { resource, root: null, looksLikeHtml: false, hasNamespace: false, entries: [], itemCount: 0, missingLoc: 0, problems: [] };
  let i = 0;
  let item: { loc: string | null; lastmod: string | null } | null = null;
  let field: 'loc' | 'lastmod' | null = null;
  let fieldStart = 0;
  let rootPrefix = '';
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    if (lt < 0) break;
    // Skip declarations, comments, processing instructions and CDATA openers.
    if (body.startsWith('<!--', lt)) {
      const end = body.indexOf('-->', lt + 4);
      i = end < 0 ? body.length : end + 3;
      continue;
    }
    if (body.startsWith('<![CDATA[', lt)) {
      const end = body.indexOf(']]>', lt + 9);
      i = end < 0 ? body.length : end + 3;
      continue;
    }
    const gt = body.indexOf('>', lt + 1);
    if (gt < 0) {
      out.problems.push('The file ends inside a tag.');
      break;
    }
    const tag = body.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('?') || tag.startsWith('!')) {
      if (out.root === null && /^!doctype\s+html/i.test(tag)) out.looksLikeHtml = true;
      continue;
    }
    const closing = tag.startsWith('/');
    let nameEnd = closing ? 1 : 0;
    while (nameEnd < tag.length && !' \t\r\n/>'.includes(tag[nameEnd]!)) nameEnd++;
    const qname = tag.slice(closing ? 1 : 0, nameEnd);
    const name = localName(qname);
    if (out.root === null && !closing) {
      out.root = name;
      rootPrefix = prefixOf(qname);
      if (name === 'html') out.looksLikeHtml = true;
      out.hasNamespace = tag.includes('sitemaps.org/schemas/sitemap/0.9');
      continue;
    }
    // Extension elements (image:loc, video:…, xhtml:link) live in other namespaces: not ours.
    if (prefixOf(qname) !== rootPrefix) continue;
    if (!closing) {
      if (name === 'url' || name === 'sitemap') {
        if (item) out.problems.push(`<${name}> opened before the previous item was closed.`);
        item = { loc: null, lastmod: null };
        out.itemCount++;
      } else if (item && (name === 'loc' || name === 'lastmod') && !tag.endsWith('/')) {
        field = name;
        fieldStart = i;
      }
    } else if (field && name === field) {
      const value = decodeXml(body.slice(fieldStart, lt)).trim();
      if (item) item[field] = value;
      field = null;
    } else if (name === 'url' || name === 'sitemap') {
      if (item) {
        if (item.loc) out.entries.push({ loc: item.loc, lastmod: item.lastmod });
        else out.missingLoc++;
      }
      item = null;
    }
  }
  if (item) out.problems.push('The last item is not closed.');
  return out;
}

/** W3C Datetime (the formats sitemaps.org allows for <lastmod>), as a Date, or null when malformed. */
export function parseW3cDate(value: string): Date | null {
  if (value.length > 40) return null;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/.exec(value.trim());
  if (!m) return null;
  const d = new Date(m[4] ? value.trim() : `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}
