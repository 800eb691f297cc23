import type { Page, Script } from '@pagegrade/core';
import { isThirdParty } from '@pagegrade/core';

type Node = Record<string, any>;

/** Where a script comes from, for messages. */
export function scriptLabel(script: Script): string {
  if (script.origin === 'external') return script.url;
  if (script.origin === 'inline') return `inline <script> at line ${script.baseLine}`;
  return 'an event handler attribute';
}

/** Inline scripts and scripts from the page's own registrable domain: code the site controls. */
export function isFirstParty(page: Page, script: Script): boolean {
  return script.origin !== 'external' || !isThirdParty(script.url, page.url);
}

/** `a.b` (also `a['b']`): the object and property names, or null. */
export function memberNames(node: Node | null | undefined): { object: string | null; property: string | null } | null {
  if (!node || node.type !== 'MemberExpression') return null;
  const prop = node.property;
  const property = !node.computed && prop?.type === 'Identifier' ? prop.name : prop?.type === 'Literal' && typeof prop.value === 'string' ? prop.value : null;
  const obj = node.object;
  let object: string | null = null;
  if (obj?.type === 'Identifier') object = obj.name;
  else if (obj?.type === 'MemberExpression') {
    const inner = memberNames(obj);
    // window.document.write → document; window.console.log → console
    if (inner && (inner.object === 'window' || inner.object === 'self' || inner.object === 'globalThis')) object = inner.property;
  }
  return { object, property };
}

/** The called name of `f()`, `window.f()`, `globalThis.f()`; null for other callees. */
export function globalCallee(node: Node): string | null {
  const c = node.callee;
  if (c?.type === 'Identifier') return c.name;
  const m = memberNames(c);
  if (m && (m.object === 'window' || m.object === 'self' || m.object === 'globalThis')) return m.property;
  return null;
}

/** Whether an expression is (or is built from) a string literal. */
export function isStringy(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return true;
  if (node.type === 'BinaryExpression' && node.operator === '+') return isStringy(node.left) || isStringy(node.right);
  return false;
}
