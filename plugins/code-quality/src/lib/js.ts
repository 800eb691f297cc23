import { perPage, scriptOf, type Page, type Script } from '@pagegrade/core';

/** Where a script comes from, for messages. */
export function scriptLabel(script: Script): string {
  if (script.origin === 'external') return script.url;
  if (script.origin === 'inline') return `inline <script> at line ${script.baseLine}`;
  return 'an event handler attribute';
}

/** Inline scripts and scripts from the page's own party: code the site controls. */
function isFirstParty(page: Page, script: Script): boolean {
  return script.origin !== 'external' || script.element === null || !scriptOf(page, script.element)!.thirdParty;
}

/** The page's first-party scripts that parsed: those whose code the JS handlers of a check see and judge. */
export const firstPartyScripts = perPage((page: Page): ReadonlySet<Script> => new Set(page.scripts.filter((s) => s.ast && isFirstParty(page, s))));

/** What a check of first-party code says when the page has none. */
export const NO_FIRST_PARTY_SCRIPTS = 'The page has no first-party scripts that could be parsed.';
