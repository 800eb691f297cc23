import type { Page, Script } from '@pagegrade/core';
import { isThirdParty, jsPropertyName, perPage } from '@pagegrade/core';

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

/** The page's first-party scripts that parsed: those whose code the JS handlers of a check see and judge. */
export const firstPartyScripts = perPage((page: Page): ReadonlySet<Script> => new Set(page.scripts.filter((s) => s.ast && isFirstParty(page, s))));

/** What a check of first-party code says when the page has none. */
export const NO_FIRST_PARTY_SCRIPTS = 'The page has no first-party scripts that could be parsed.';

function isGlobalObject(name: string | null): boolean {
  return name === 'window' || name === 'self' || name === 'globalThis';
}

/**
 * The object name of a member expression: `a` in `a.b`, and `document` in `window.document.b`
 * (likewise through self and globalThis); null otherwise. Allocates nothing.
 */
export function objectName(node: Node | null | undefined): string | null {
  if (!node || node.type !== 'MemberExpression') return null;
  const obj = node.object;
  if (obj?.type === 'Identifier') return obj.name;
  // window.document.write → document; window.console.log → console
  if (obj?.type === 'MemberExpression' && isGlobalObject(objectName(obj))) return jsPropertyName(obj);
  return null;
}

/** The called name of `f()`, `window.f()`, `globalThis.f()`; null for other callees. */
export function globalCallee(node: Node): string | null {
  const c = node.callee;
  if (c?.type === 'Identifier') return c.name;
  if (c?.type !== 'MemberExpression') return null;
  return isGlobalObject(objectName(c)) ? jsPropertyName(c) : null;
}

/** Whether an expression is (or is built from) a string literal. */
export function isStringy(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return true;
  if (node.type === 'BinaryExpression' && node.operator === '+') return isStringy(node.left) || isStringy(node.right);
  return false;
}
