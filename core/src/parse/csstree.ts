// The one css-tree the engine and the checks use: its CommonJS build. The ES-module build of the
// same version spreads module namespace objects into every lexer match result, which V8 handles
// slowly: matching values with the CommonJS build took 20–30 % less time in our measurements, and
// loading both builds would cost a second copy. Plugins get it from '@pagegrade/core'.
import { createRequire } from 'node:module';
import type * as CssTree from 'css-tree';

export const csstree = createRequire(import.meta.url)('css-tree') as typeof CssTree;

/**
 * The first item of a css-tree list; follow `next` for the rest. css-tree keeps its lists linked
 * (`head`, `tail`, which its type definitions leave out), and walking the links is cheaper than the
 * list's iterator (a generator) or `forEach` with a callback per node.
 */
export function cssListHead<T>(list: CssTree.List<T> | null | undefined): CssTree.ListItem<T> | null {
  return list ? (list as unknown as { head: CssTree.ListItem<T> | null }).head : null;
}

/** The last item of a css-tree list; follow `prev` for the rest. */
export function cssListTail<T>(list: CssTree.List<T> | null | undefined): CssTree.ListItem<T> | null {
  return list ? (list as unknown as { tail: CssTree.ListItem<T> | null }).tail : null;
}
