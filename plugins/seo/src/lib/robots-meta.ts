import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';

/** Search-engine crawlers whose meta/X-Robots-Tag directives we honour. `robots` applies to all. */
const INDEXING_AGENTS = ['robots', 'googlebot', 'bingbot'] as const;

/** Directives documented by Google Search Central and Bing Webmaster Guidelines (robots meta tag, X-Robots-Tag). */
export const KNOWN_DIRECTIVES = new Set([
  'all',
  'index',
  'follow',
  'noindex',
  'nofollow',
  'none',
  'noarchive',
  'nocache',
  'nosnippet',
  'noimageindex',
  'notranslate',
  'noodp',
  'noydir',
  'indexifembedded',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
  'unavailable_after',
]);

/** Directives that take a value after a colon. */
const VALUED = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

export interface Directive {
  /** Lower-case directive name. */
  name: string;
  /** Value after the colon for valued directives, else null. */
  value: string | null;
  raw: string;
}

export interface DirectiveSource {
  /** `meta` or `header`. */
  kind: 'meta' | 'header';
  /** The agent the directives apply to, lower-case (`robots` for everyone). */
  agent: string;
  element: Element | null;
  /** The text as written, for messages. */
  text: string;
  directives: Directive[];
}

function parseDirectives(text: string): Directive[] {
  const out: Directive[] = [];
  for (const part of text.split(',')) {
    const raw = part.trim();
    if (!raw) continue;
    const colon = raw.indexOf(':');
    if (colon > 0) {
      const name = raw.slice(0, colon).trim().toLowerCase();
      out.push({ name, value: raw.slice(colon + 1).trim(), raw });
    } else out.push({ name: raw.toLowerCase(), value: null, raw });
  }
  return out;
}

/**
 * Every robots directive aimed at a search crawler: `<meta name="robots|googlebot|bingbot">` and
 * `X-Robots-Tag` header values (which may start with `agent:`). Cached per page.
 */
export const directiveSources = perPage((page: Page): DirectiveSource[] => {
  const out: DirectiveSource[] = [];
  for (const m of page.index.byTag.get('meta') ?? []) {
    const name = (dom.attr(m, 'name') ?? '').trim().toLowerCase();
    if (!name || !(INDEXING_AGENTS as readonly string[]).includes(name)) continue;
    const text = dom.normalizeSpace(dom.attr(m, 'content') ?? '');
    out.push({ kind: 'meta', agent: name, element: m, text, directives: parseDirectives(text) });
  }
  if (page.headersKnown) {
    for (const value of page.headers.all('x-robots-tag')) {
      const text = dom.normalizeSpace(value);
      let agent = 'robots';
      let body = text;
      const colon = text.indexOf(':');
      const comma = text.indexOf(',');
      if (colon > 0 && (comma < 0 || colon < comma)) {
        const head = text.slice(0, colon).trim().toLowerCase();
        if (!VALUED.has(head) && !KNOWN_DIRECTIVES.has(head) && /^[a-z0-9_-]+$/.test(head)) {
          agent = head;
          body = text.slice(colon + 1);
        }
      }
      out.push({ kind: 'header', agent, element: null, text, directives: parseDirectives(body) });
    }
  }
  return out;
});

/** Sources that apply to search indexing by Google or Bing (`robots`, `googlebot`, `bingbot`). */
export function searchSources(page: Page): DirectiveSource[] {
  return directiveSources(page).filter((s) => (INDEXING_AGENTS as readonly string[]).includes(s.agent));
}

export function describeSource(s: DirectiveSource): string {
  return s.kind === 'meta' ? `<meta name="${s.agent}" content="${s.text}">` : `X-Robots-Tag: ${s.text}`;
}

/** Whether the page is marked noindex (noindex or none) by any search source; returns the first such source. */
export function noindexSource(page: Page): DirectiveSource | null {
  for (const s of searchSources(page)) if (s.directives.some((d) => d.name === 'noindex' || d.name === 'none')) return s;
  return null;
}
