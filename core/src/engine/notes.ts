import type { Rule } from '../rules/types.ts';
import type { Page } from './page.ts';

const ADDRESS_FROM = {
  given: 'the address given for it',
  canonical: "the page's canonical URL",
  'og:url': "the page's og:url",
} as const;

/**
 * What a reader of the score must know about how much of the page could be judged: a saved page
 * has no response headers, perhaps no address and no capture time, and the checks that need them
 * do not apply. Without these notes such a page would seem to score higher than it does served.
 */
export function analysisNotes(page: Page, rules: readonly Rule[]): string[] {
  const notes: string[] = [];
  if (page.saved) {
    notes.push(`A saved page, graded under ${page.url}, ${ADDRESS_FROM[page.saved.addressFrom]} (read from ${page.saved.file}).`);
  } else if (page.source === 'html' && !isWeb(page)) {
    notes.push(`A saved page without a web address (${page.url}): its own site is unknown, so the checks that need it were not applicable; give the address it was served from to judge them.`);
  }
  if (!page.headersKnown) {
    const skipped = rules.filter((r) => r.needs?.includes('headers')).length;
    if (skipped) notes.push(`Response headers are not part of this snapshot, so ${skipped} check(s) that read them were skipped (not applicable): the page as served may score differently.`);
  }
  if (page.source === 'html' && !page.fetchedAt) notes.push('When the page was saved is unknown, so no date on it was judged to lie in the future.');
  return notes;
}

function isWeb(page: Page): boolean {
  const p = page.location?.protocol;
  return p === 'https:' || p === 'http:';
}
