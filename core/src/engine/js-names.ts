/** The names the engine's JS pre-filter (`jsNames`) compares, shared with rules that read them. */
type Node = Record<string, any>;

/** A member expression's property name: `a.b` → "b", `a["b"]` → "b"; null when computed from a variable. */
export function jsPropertyName(member: Node | null | undefined): string | null {
  if (!member || member.type !== 'MemberExpression') return null;
  const p = member.property as Node;
  if (!member.computed && p.type === 'Identifier') return p.name as string;
  if (p.type === 'Literal' && typeof p.value === 'string') return p.value;
  return null;
}

/** The name a call or `new` invokes: `f()` → "f", `a.b.f()` → "f", `a["f"]()` → "f"; else null. */
export function jsCalleeName(call: Node): string | null {
  const c = call.callee as Node | undefined;
  if (!c) return null;
  if (c.type === 'Identifier') return c.name as string;
  return jsPropertyName(c);
}

/**
 * The name a `jsNames` filter matches a node by, for the node types it filters: an identifier's
 * name, a string literal's value, a call's or `new`'s callee name, a member's property name.
 */
export function jsFilterName(node: Node): string | null {
  switch (node.type) {
    case 'Identifier':
      return node.name as string;
    case 'Literal':
      return typeof node.value === 'string' ? node.value : null;
    case 'CallExpression':
    case 'NewExpression':
      return jsCalleeName(node);
    case 'MemberExpression':
      return jsPropertyName(node);
    default:
      return null;
  }
}

/** Node types whose handlers a `jsNames` filter applies to. */
export const JS_FILTERED_TYPES: ReadonlySet<string> = new Set(['Identifier', 'Literal', 'CallExpression', 'NewExpression', 'MemberExpression']);
