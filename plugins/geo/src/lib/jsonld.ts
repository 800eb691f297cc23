import { jsonLdNodes, ldTypes, perPage, type LdNode as CoreLdNode, type LdObject, type Page } from '@pagegrade/core';

export type { LdObject };
export type LdNode = CoreLdNode;

export const typesOf = ldTypes;

export function isObject(v: unknown): v is LdObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every typed JSON-LD object of the page, nested ones included, roots first. */
export const ldNodes = perPage((page: Page): LdNode[] => {
  const nodes = jsonLdNodes(page).filter((n) => n.types.length > 0);
  // Stable: roots first for messages, document order otherwise.
  return nodes.sort((a, b) => Number(b.topLevel) - Number(a.topLevel));
});

function hasType(n: LdNode, set: ReadonlySet<string>): boolean {
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
export const nodesById = perPage((page: Page): Map<string, LdObject> => {
  const map = new Map<string, LdObject>();
  for (const n of ldNodes(page)) {
    const id = n.node['@id'];
    if (typeof id === 'string' && !map.has(id) && Object.keys(n.node).length > 1) map.set(id, n.node);
  }
  return map;
});

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
