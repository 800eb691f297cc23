import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';

/** Nodes visited at most per page, so a pathological JSON-LD block stays cheap. */
const MAX_NODES = 20_000;

export interface LdNode {
  node: Record<string, unknown>;
  types: string[];
  element: Element;
  /** Top-level item (directly in the block or its @graph), which must carry @context itself or inherit it. */
  topLevel: boolean;
  /** The @context that applies (own or inherited), or undefined. */
  context: unknown;
}

const cache = new WeakMap<Page, LdNode[]>();

/** Local type names (`Product` for `https://schema.org/Product`). */
export function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list.filter((x): x is string => typeof x === 'string').map((s) => s.replace(/^https?:\/\/schema\.org\//i, '').trim());
}

/** Every object node of the page's parsed JSON-LD blocks, breadth-first, bounded. Cached per page. */
export function ldNodes(page: Page): LdNode[] {
  const hit = cache.get(page);
  if (hit) return hit;
  const out: LdNode[] = [];
  let budget = MAX_NODES;
  for (const block of page.jsonLd) {
    if (block.error || block.data === undefined) continue;
    const queue: Array<{ value: unknown; topLevel: boolean; context: unknown }> = [];
    const roots = Array.isArray(block.data) ? block.data : [block.data];
    for (const r of roots) {
      const rootCtx = r && typeof r === 'object' ? (r as Record<string, unknown>)['@context'] : undefined;
      const graph = r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>)['@graph'] : undefined;
      if (Array.isArray(graph)) {
        for (const g of graph) queue.push({ value: g, topLevel: true, context: (g as Record<string, unknown> | null)?.['@context'] ?? rootCtx });
        const rest = { ...(r as Record<string, unknown>) };
        delete rest['@graph'];
        if (Object.keys(rest).some((k) => k !== '@context')) queue.push({ value: rest, topLevel: true, context: rootCtx });
      } else queue.push({ value: r, topLevel: true, context: rootCtx });
    }
    for (let qi = 0; qi < queue.length && budget > 0; qi++) {
      const { value, topLevel, context } = queue[qi]!;
      if (Array.isArray(value)) {
        for (const v of value) queue.push({ value: v, topLevel: false, context });
        continue;
      }
      if (!value || typeof value !== 'object') continue;
      budget--;
      const node = value as Record<string, unknown>;
      const ctx = node['@context'] ?? context;
      out.push({ node, types: typesOf(node), element: block.element, topLevel, context: ctx });
      for (const [k, v] of Object.entries(node)) if (k !== '@context' && v && typeof v === 'object') queue.push({ value: v, topLevel: false, context: ctx });
    }
  }
  cache.set(page, out);
  return out;
}

/** Whether a property has a usable value (not missing, null, empty string or empty array). */
export function hasValue(node: Record<string, unknown>, prop: string): boolean {
  const v = node[prop] ?? node[`https://schema.org/${prop}`];
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}
