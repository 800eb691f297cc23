import type { DimensionKey } from '@pagegrade/core';
import { contentTerms, dimensionsIn, DIMENSION_SYNONYMS } from './text.ts';

/** What a question asks, found with a few fixed rules (no model): the same words always mean the same. */
export interface ParsedQuery {
  /** Known check ids written out in the question, in order of appearance. */
  checkIds: string[];
  /** A host named in the question (lower case, no port, no leading `www.`), or null. */
  host: string | null;
  /**
   * A page named in the question: a URL written out (`https://example.com/b/`) or a host with a
   * path (`example.com/b/`), without its fragment; null when only a site is named.
   */
  page: string | null;
  dimensions: DimensionKey[];
  /** Asks how something is scored, weighted, capped or graded. */
  scoring: boolean;
  /** Asks which sites score best. */
  leaderboard: boolean;
  /** How many leaderboard entries ("top 5"), when it says. */
  top: number | null;
  /** The stemmed content words of the question. */
  terms: string[];
}

/** File names look like host names ("robots.txt"); these endings are never a site. */
const FILE_ENDINGS = new Set(['txt', 'xml', 'json', 'md', 'html', 'htm', 'js', 'mjs', 'cjs', 'css', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'pdf', 'php', 'ts', 'yml', 'yaml', 'toml', 'webmanifest', 'map', 'woff', 'woff2']);

const URL_RE = /\bhttps?:\/\/[^\s,;'"<>]+/gi;
const HOST_RE = /(?<![\w@/.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])(?::\d{1,5})?(?![\w-]|\.[a-z0-9])/gi;
const IPV4_RE = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?![\w.])/;
const CHECK_ID_RE = /[a-z][a-z0-9-]*\/[a-z0-9][a-z0-9-]*/g;

/** A host as the store keeps it, minus a leading `www.` so both spellings meet. */
export function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
}

/** The host a `site` parameter or a question names (a URL, a bare host name or an IPv4 address), the text that named it, and the page when it names one. */
function findHost(text: string): { host: string; raw: string; page: string | null } | null {
  for (const m of text.matchAll(URL_RE)) {
    try {
      // Punctuation that ends a sentence is not part of the address.
      const raw = m[0].replace(/[.?!)]+$/, '');
      const url = new URL(raw);
      url.hash = '';
      return { host: normalizeHost(url.hostname), raw, page: url.href };
    } catch {
      // Not a URL after all; look for a bare host below.
    }
  }
  for (const m of text.matchAll(HOST_RE)) {
    const host = m[1]!;
    const ending = host.slice(host.lastIndexOf('.') + 1).toLowerCase();
    if (FILE_ENDINGS.has(ending)) continue;
    // A bare host followed by a path names a page of it.
    const path = /^\/[^\s,;'"<>#]*/.exec(text.slice(m.index! + m[0].length))?.[0]?.replace(/[.?!)]+$/, '');
    if (path && path !== '/') {
      const raw = `${m[0]}${path}`;
      const page = URL.canParse(`https://${raw}`) ? new URL(`https://${raw}`).href : null;
      return { host: normalizeHost(host), raw, page };
    }
    return { host: normalizeHost(host), raw: m[0], page: null };
  }
  const ip = IPV4_RE.exec(text);
  return ip ? { host: ip[1]!, raw: ip[0], page: null } : null;
}

export function hostIn(text: string): string | null {
  return findHost(text)?.host ?? null;
}

const SCORING_TERMS = new Set(['scor', 'grad', 'weight', 'weigh', 'calculat', 'comput', 'rat', 'cap', 'curv', 'mean', 'averag']);
const LEADERBOARD_WORDS = /\b(leaderboard|ranking|rankings|ranked)\b/;
const BEST_WORDS = /\b(best|top|highest|leading|greatest|first)\b/;
const SITE_WORDS = /\b(sites?|websites?|pages?|domains?|scores?|scoring|graded?|ones?)\b/;
/** Words of a question about one site's result that say nothing more about it. */
const SITE_QUESTION_TERMS = new Set(['scor', 'grad', 'rat', 'result', 'report', 'analys', 'analyz', 'analysi', 'site', 'websit', 'page', 'good', 'bad', 'get', 'got', 'much', 'well', 'latest', 'best', 'overall', 'tell', 'show', 'give', 'know', 'current', 'how']);

/**
 * `checkId` gives the id of the check a word names (a live id, or the id a former id was merged
 * into), or null when no check has it.
 */
export function parseQuery(text: string, checkId: (id: string) => string | null, siteParam?: string): ParsedQuery {
  const named = findHost(text);
  // The words of a URL ("https", its path) say nothing about what is asked of the site.
  const words = named ? text.replace(named.raw, ' ') : text;
  const lower = words.toLowerCase();
  const checkIds: string[] = [];
  for (const m of lower.matchAll(CHECK_ID_RE)) {
    const id = checkId(m[0]);
    if (id !== null && !checkIds.includes(id)) checkIds.push(id);
  }
  const host = named?.host ?? (siteParam ? (hostIn(siteParam) ?? normalizeHost(siteParam.trim())) : null);
  // The site parameter names a site (NLWeb's meaning), so only the question can name a page.
  const page = named?.page ?? null;
  const dimensions = dimensionsIn(lower);
  const terms = contentTerms(words);
  const scoring = terms.some((t) => SCORING_TERMS.has(t));
  const leaderboard = LEADERBOARD_WORDS.test(lower) || (BEST_WORDS.test(lower) && SITE_WORDS.test(lower) && checkIds.length === 0);
  const top = /\btop\s+(\d{1,3})\b/.exec(lower);
  return { checkIds, host, page, dimensions, scoring, leaderboard, top: top ? Number(top[1]) : null, terms };
}

/**
 * What a question about a site asks beyond the site's result: its words minus the host, the
 * dimensions and the words every such question uses ("what is the score of …"). Empty for a plain
 * site question.
 */
export function beyondSite(q: ParsedQuery): string[] {
  const dimensionTerms = new Set(q.dimensions.flatMap((d) => DIMENSION_SYNONYMS[d].flatMap((p) => contentTerms(p))));
  return q.terms.filter((t) => !SITE_QUESTION_TERMS.has(t) && !dimensionTerms.has(t) && !/^\d+$/.test(t));
}

const FOLLOW_UP = /^\s*(and|what about|how about|also|then|same for)\b|\b(it|its|it's|their|they|them|that site|this site|the site|that one|same site)\b/i;

/**
 * Fills what a follow-up leaves out from the previous questions, newest first: "and its
 * accessibility?" after a question about a site asks about that site; "and performance?" after
 * "how is accessibility scored?" asks how performance is scored. Only a question that reads as a
 * follow-up (starts with "and", "what about"… or says "it"/"its"/"their") inherits anything.
 */
export function resolveFollowUp(q: ParsedQuery, text: string, previous: readonly ParsedQuery[]): ParsedQuery {
  if (!FOLLOW_UP.test(text) || previous.length === 0) return q;
  let out = q;
  for (const p of [...previous].reverse()) {
    if (!out.host && p.host && out.checkIds.length === 0 && !out.leaderboard) {
      out = { ...out, host: p.host, page: p.page };
      break;
    }
    if (!out.scoring && out.dimensions.length > 0 && p.scoring && p.dimensions.length > 0) {
      out = { ...out, scoring: true };
      break;
    }
    if (out.checkIds.length === 0 && p.checkIds.length > 0 && !out.host && out.dimensions.length === 0) {
      out = { ...out, checkIds: p.checkIds };
      break;
    }
  }
  return out;
}
