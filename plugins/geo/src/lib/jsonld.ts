import type { JsonLdBlock, Page } from '@pagegrade/core';

export type LdObject = Record<string, unknown>;

export interface LdNode {
  node: LdObject;
  /** @type values without a schema.org prefix. */
  types: string[];
  block: JsonLdBlock;
  /** A root of its block: the block itself, an item of a top-level array, or a member of @graph. */
  topLevel: boolean;
  /** The property through which a nested node was reached (`mainEntity`, `author` …), or null at the top. */
  via: string | null;
}

/** Visit at most this many JSON values per page; real pages have a few hundred. */
const MAX_VALUES = 50_000;

const cache = new WeakMap<Page, LdNode[]>();

function normType(t: string): string {
  return t.replace(/^https?:\/\/schema\.org\//i, '').replace(/^schema:/i, '').trim();
}

export function typesOf(obj: LdObject): string[] {
  const t = obj['@type'];
  if (typeof t === 'string') return [normType(t)];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string').map(normType);
  return [];
}

export function isObject(v: unknown): v is LdObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every typed JSON-LD object of the page, nested ones included (arrays and @graph handled). */
export function ldNodes(page: Page): LdNode[] {
  const hit = cache.get(page);
  if (hit) return hit;
  const out: LdNode[] = [];
  let budget = MAX_VALUES;
  for (const block of page.jsonLd) {
    if (block.data === undefined) continue;
    const stack: Array<{ v: unknown; top: boolean; via: string | null }> = [{ v: block.data, top: true, via: null }];
    while (stack.length && budget-- > 0) {
      const { v, top, via } = stack.pop()!;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], top, via });
        continue;
      }
      if (!isObject(v)) continue;
      const types = typesOf(v);
      if (types.length) out.push({ node: v, types, block, topLevel: top, via: top ? null : via });
      for (const [k, val] of Object.entries(v)) {
        if (k === '@context') continue;
        if (typeof val === 'object' && val !== null) stack.push({ v: val, top: k === '@graph' && top, via: k });
      }
    }
  }
  // Document order within each block is not essential, but keep roots first for messages.
  out.sort((a, b) => Number(b.topLevel) - Number(a.topLevel));
  cache.set(page, out);
  return out;
}

export function hasType(n: LdNode, set: ReadonlySet<string>): boolean {
  return n.types.some((t) => set.has(t));
}

export function nodesOf(page: Page, set: ReadonlySet<string>, topLevelOnly = false): LdNode[] {
  return ldNodes(page).filter((n) => hasType(n, set) && (!topLevelOnly || n.topLevel));
}

/**
 * Nodes that describe the page itself: top-level ones and the `mainEntity` of a top-level page.
 * Teasers nested in lists (an ItemList of BlogPosting on a blog index) are left out.
 */
export function mainNodesOf(page: Page, set: ReadonlySet<string>): LdNode[] {
  return ldNodes(page).filter((n) => hasType(n, set) && (n.topLevel || n.via === 'mainEntity'));
}

/** A text value: a string, the first string of an array, or a {@value} object. */
export function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    for (const x of v) {
      const t = text(x);
      if (t) return t;
    }
    return null;
  }
  if (isObject(v) && typeof v['@value'] === 'string') return (v['@value'] as string).trim() || null;
  return null;
}

/** A URL-ish value: a string, or an object's url / @id / contentUrl. */
export function urlValue(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (Array.isArray(v)) {
    for (const x of v) {
      const u = urlValue(x);
      if (u) return u;
    }
    return null;
  }
  if (isObject(v)) return text(v['url']) ?? text(v['contentUrl']) ?? text(v['@id']);
  return null;
}

/** Values of a property as a list (a single value becomes a one-item list). */
export function list(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** The first type of a node, for messages. */
export function label(n: LdNode): string {
  const name = text(n.node['name']) ?? text(n.node['headline']);
  return `${n.types[0] ?? 'Thing'}${name ? ` "${name.length > 60 ? `${name.slice(0, 59)}…` : name}"` : ''}`;
}

/** Nodes by @id across all blocks, to follow references such as "author": {"@id": "#me"}. */
const idCache = new WeakMap<Page, Map<string, LdObject>>();
export function nodesById(page: Page): Map<string, LdObject> {
  const hit = idCache.get(page);
  if (hit) return hit;
  const map = new Map<string, LdObject>();
  for (const n of ldNodes(page)) {
    const id = n.node['@id'];
    if (typeof id === 'string' && !map.has(id) && Object.keys(n.node).length > 1) map.set(id, n.node);
  }
  idCache.set(page, map);
  return map;
}

/** An object value, following a bare {"@id": …} reference when the page defines it. */
export function deref(page: Page, v: unknown): unknown {
  if (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1) return nodesById(page).get(v['@id'] as string) ?? v;
  return v;
}

export const ARTICLE_TYPES: ReadonlySet<string> = new Set([
  'Article', 'BlogPosting', 'NewsArticle', 'TechArticle', 'ScholarlyArticle', 'Report', 'SocialMediaPosting', 'LiveBlogPosting',
  'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReportageNewsArticle', 'BackgroundNewsArticle', 'ReviewNewsArticle', 'AskPublicNewsArticle',
  'SatiricalArticle', 'AdvertiserContentArticle', 'MedicalScholarlyArticle',
]);

export const ORGANIZATION_TYPES: ReadonlySet<string> = new Set([
  'Organization', 'Corporation', 'NGO', 'NewsMediaOrganization', 'OnlineBusiness', 'OnlineStore', 'EducationalOrganization',
  'GovernmentOrganization', 'MedicalOrganization', 'SportsOrganization', 'Airline', 'Consortium', 'PerformingGroup', 'ResearchOrganization',
  'LibrarySystem', 'PoliticalParty', 'Project', 'FundingAgency', 'WorkersUnion',
]);
