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

function isGlobalObject(name: string | null): boolean {
  return name === 'window' || name === 'self' || name === 'globalThis';
}

/**
 * The object a member expression reads from: `a` in `a.b`, and `document` in `window.document.b`
 * (likewise through self and globalThis); null otherwise.
 */
export function jsObjectName(node: Node | null | undefined): string | null {
  if (!node || node.type !== 'MemberExpression') return null;
  const obj = node.object as Node | undefined;
  if (obj?.type === 'Identifier') return obj.name as string;
  if (obj?.type === 'MemberExpression' && isGlobalObject(jsObjectName(obj))) return jsPropertyName(obj);
  return null;
}

/** The name a call invokes as a global: `f()`, `window.f()`, `globalThis.f()`; null for other callees. */
export function jsGlobalCallee(call: Node): string | null {
  const c = call.callee as Node | undefined;
  if (c?.type === 'Identifier') return c.name as string;
  if (c?.type !== 'MemberExpression') return null;
  return isGlobalObject(jsObjectName(c)) ? jsPropertyName(c) : null;
}

/** Whether an expression is, or is built with `+` from, a string literal or a template. */
export function jsIsStringy(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return true;
  if (node.type === 'BinaryExpression' && node.operator === '+') return jsIsStringy(node.left) || jsIsStringy(node.right);
  return false;
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
