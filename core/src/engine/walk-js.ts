import type { Node as JsNode } from 'acorn';

type AnyJs = JsNode & Record<string, unknown>;

/**
 * Visits every ESTree node in source order without recursion: minified bundles nest deeply
 * enough to overflow a recursive walker.
 */
export function walkJs(root: JsNode, visit: (node: AnyJs) => void): void {
  const stack: AnyJs[] = [root as AnyJs];
  while (stack.length) {
    const node = stack.pop()!;
    visit(node);
    const children: AnyJs[] = [];
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
      const value = node[key];
      if (value === null || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (item && typeof (item as AnyJs).type === 'string') children.push(item as AnyJs);
      } else if (typeof (value as AnyJs).type === 'string') {
        children.push(value as AnyJs);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}
