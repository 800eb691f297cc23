import { pageScripts, perPage, type Page, type RuleContext, type Script } from '@pagegrade/core';

/** How a script is named in findings. */
export function scriptLabel(s: Script): string {
  return s.origin === 'external' ? s.url : 'an inline script';
}

/** How many scripts were inspected and whether some external ones were not captured (the same note for every script check of a page). */
export const coverageNote = perPage(countScripts);

function countScripts(page: Page): string {
  const parsed = page.scripts.filter((s) => s.ast).length;
  const externals = pageScripts(page).filter((s) => s.external).length;
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
