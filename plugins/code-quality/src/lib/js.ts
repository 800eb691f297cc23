import { scriptOf, type Page, type Script } from '@pagegrade/core';

/** Where a script comes from, for messages. */
export function scriptLabel(script: Script): string {
  if (script.origin === 'external') return script.url;
  if (script.origin === 'inline') return `inline <script> at line ${script.baseLine}`;
  return 'an event handler attribute';
}

/** Inline scripts and scripts from the page's own party: code the site controls. */
export function isFirstParty(page: Page, script: Script): boolean {
  return script.origin !== 'external' || script.element === null || !scriptOf(page, script.element)!.thirdParty;
}
