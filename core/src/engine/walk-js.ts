import type { Node as JsNode } from 'acorn';

type AnyJs = JsNode & Record<string, unknown>;

/**
 * Visits every ESTree node in source order without recursion: minified bundles nest deeply
 * enough to overflow a recursive walker. Children are pushed in source order and the pushed run
 * is reversed in place, so no array is allocated per node.
 */
export function walkJs(root: JsNode, visit: (node: AnyJs) => void): void {
  const stack: AnyJs[] = [root as AnyJs];
  while (stack.length) {
    const node = stack.pop()!;
    visit(node);
    const from = stack.length;
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
      const value = node[key];
      if (value === null || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item = value[i] as AnyJs | null;
          if (item && typeof item.type === 'string') stack.push(item);
        }
      } else if (typeof (value as AnyJs).type === 'string') {
        stack.push(value as AnyJs);
      }
    }
    for (let i = from, j = stack.length - 1; i < j; i++, j--) {
      const t = stack[i]!;
      stack[i] = stack[j]!;
      stack[j] = t;
    }
  }
}
