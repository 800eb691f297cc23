import { jsonLdNodes, ldTypes, type LdNode } from '@pagegrade/core';

export type { LdNode };

/** Local type names (`Product` for `https://schema.org/Product`). */
export const typesOf = ldTypes;

/** Every object node of the page's JSON-LD (walked once per page, in core). */
export const ldNodes = jsonLdNodes;

/** Whether a property has a usable value (not missing, null, empty string or empty array). */
export function hasValue(node: Record<string, unknown>, prop: string): boolean {
  const v = node[prop] ?? node[`https://schema.org/${prop}`];
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}
