import { jsPropertyName, perPage, type Page, type RuleContext, type Script } from '@pagegrade/core';

type Node = Record<string, any>;

/** Name of the object of a member expression when it is a plain identifier or `window.x`. */
export function objectName(member: Node): string | null {
  const o = member.object as Node | undefined;
  if (!o) return null;
  if (o.type === 'Identifier') return o.name as string;
  if (o.type === 'MemberExpression') {
    const inner = o.object as Node;
    if (inner?.type === 'Identifier' && (inner.name === 'window' || inner.name === 'self' || inner.name === 'globalThis')) return jsPropertyName(o);
  }
  return null;
}

/** How a script is named in findings. */
export function scriptLabel(s: Script): string {
  return s.origin === 'external' ? s.url : 'an inline script';
}

/** How many scripts were inspected and whether some external ones were not captured (the same note for every script check of a page). */
export const coverageNote = perPage(countScripts);

function countScripts(page: Page): string {
  const parsed = page.scripts.filter((s) => s.ast).length;
  const externals = (page.index.byTag.get('script') ?? []).filter((e) => e.attribs['src'] !== undefined).length;
  const fetched = page.scripts.filter((s) => s.origin === 'external').length;
  const missing = Math.max(0, externals - fetched);
  return `${parsed} script${parsed === 1 ? '' : 's'} inspected${missing ? `; ${missing} external script${missing === 1 ? ' was' : 's were'} not captured and could not be checked` : ''}.`;
}

/** A per-script record, created on first use. */
export function perScript<T>(map: Map<Script, T>, s: Script, init: () => T): T {
  let v = map.get(s);
  if (!v) map.set(s, (v = init()));
  return v;
}

/** Records a warning at a script position and returns 1, so callers can count what they reported. */
export function warnAt(ctx: RuleContext, target: { script: Script; offset?: number }, detail: string): number {
  ctx.warn(target, detail);
  return 1;
}
