import type { Element } from 'domhandler';
import { perPage, type JsonLdBlock, type Page } from '../engine/page.ts';

export type LdObject = Record<string, unknown>;

/** One object node of the page's JSON-LD. */
export interface LdNode {
  node: LdObject;
  /** @type values without a schema.org prefix (`Product` for `https://schema.org/Product`). */
  types: string[];
  block: JsonLdBlock;
  element: Element;
  /** A root of its block: the block itself, an item of a top-level array, or a member of @graph. */
  topLevel: boolean;
  /** The property through which a nested node was reached (`mainEntity`, `author` …), or null at the top. */
  via: string | null;
  /** The @context in force (its own or inherited), or undefined. */
  context: unknown;
}

/** Object nodes visited at most per page, so a pathological block stays cheap. */
const MAX_NODES = 50_000;

function normType(t: string): string {
  return t.replace(/^https?:\/\/schema\.org\//i, '').replace(/^schema:/i, '').trim();
}

export function ldTypes(obj: LdObject): string[] {
  const t = obj['@type'];
  if (typeof t === 'string') return [normType(t)];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string').map(normType);
  return [];
}

/**
 * Every object node of the page's parsed JSON-LD blocks (nested ones, arrays and @graph
 * included), breadth-first in document order, bounded, cached per page. Shared by every check
 * that reads structured data, so the blocks are walked once.
 */
export const jsonLdNodes = perPage((page: Page): LdNode[] => {
  const out: LdNode[] = [];
  let budget = MAX_NODES;
  for (const block of page.jsonLd) {
    if (block.error || block.data === undefined) continue;
    const queue: Array<{ value: unknown; topLevel: boolean; via: string | null; context: unknown }> = [];
    const roots = Array.isArray(block.data) ? block.data : [block.data];
    for (const r of roots) {
      const obj = r && typeof r === 'object' && !Array.isArray(r) ? (r as LdObject) : null;
      const rootCtx = obj?.['@context'];
      const graph = obj?.['@graph'];
      if (obj && Array.isArray(graph)) {
        for (const g of graph) queue.push({ value: g, topLevel: true, via: null, context: (g as LdObject | null)?.['@context'] ?? rootCtx });
        const rest = { ...obj };
        delete rest['@graph'];
        if (Object.keys(rest).some((k) => k !== '@context')) queue.push({ value: rest, topLevel: true, via: null, context: rootCtx });
      } else queue.push({ value: r, topLevel: true, via: null, context: rootCtx });
    }
    for (let qi = 0; qi < queue.length && budget > 0; qi++) {
      const { value, topLevel, via, context } = queue[qi]!;
      if (Array.isArray(value)) {
        for (const v of value) queue.push({ value: v, topLevel: false, via, context });
        continue;
      }
      if (!value || typeof value !== 'object') continue;
      budget--;
      const node = value as LdObject;
      const ctx = node['@context'] ?? context;
      out.push({ node, types: ldTypes(node), block, element: block.element, topLevel, via, context: ctx });
      for (const [k, v] of Object.entries(node)) if (k !== '@context' && v && typeof v === 'object') queue.push({ value: v, topLevel: false, via: k, context: ctx });
    }
  }
  return out;
});
