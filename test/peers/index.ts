/**
 * The ids of the peer tools that rules name in their tags, one list per tag prefix, generated from
 * the tools' packages by `npm run peers:update` (scripts/peers-update.ts) and committed beside this
 * file. test/peer-tags.test.ts holds every tag to them; docs/checks.md states their versions.
 */
import { readFileSync } from 'node:fs';

export interface PeerList {
  /** The tag prefix: `lighthouse` in `lighthouse:image-alt`. */
  prefix: string;
  /** The tool or standard, as the docs name it. */
  name: string;
  /** The npm package the list was read from, or null for data vendored in this repository. */
  package: string | null;
  version: string;
  /** Where in the package the ids come from. */
  source: string;
  ids: string[];
  /** Ids still in the tool but marked deprecated by it (axe-core). */
  deprecated?: string[];
}

/** The prefixes with an id list, in the order the docs list them. */
export const PEER_PREFIXES = ['lighthouse', 'axe', 'act', 'wcag', 'observatory', 'html-validate', 'webhint', 'csp-evaluator'] as const;

/** Tags that stand alone, without a peer's id. */
export const BARE_TAGS: ReadonlySet<string> = new Set(['best-practice']);

export const PEER_LISTS: ReadonlyMap<string, PeerList> = new Map(
  PEER_PREFIXES.map((prefix) => [prefix, JSON.parse(readFileSync(new URL(`./${prefix}.json`, import.meta.url), 'utf8')) as PeerList]),
);

const ID_SETS = new Map([...PEER_LISTS].map(([prefix, list]) => [prefix, new Set(list.ids)]));

/** What is wrong with a tag, or null when it names an id of its peer's current list. */
export function tagProblem(tag: string): string | null {
  if (BARE_TAGS.has(tag)) return null;
  const colon = tag.indexOf(':');
  if (colon < 0) return `"${tag}" has no prefix (one of ${PEER_PREFIXES.join(', ')}) and is not one of ${[...BARE_TAGS].join(', ')}`;
  const prefix = tag.slice(0, colon);
  const ids = ID_SETS.get(prefix);
  if (!ids) return `"${tag}": unknown prefix ${prefix} (known: ${PEER_PREFIXES.join(', ')})`;
  const list = PEER_LISTS.get(prefix)!;
  if (!ids.has(tag.slice(colon + 1))) return `"${tag}": ${list.name} ${list.version} has no ${tag.slice(colon + 1)}`;
  return null;
}
