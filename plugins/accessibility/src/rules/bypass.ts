import { defineRule } from '@pagegrade/core';
import { headings } from '../lib/headings.ts';
import { landmarks } from '../lib/landmarks.ts';

export default defineRule({
  id: 'accessibility/bypass',
  dimension: 'accessibility',
  title: 'The page offers a way to skip repeated blocks',
  failureTitle: 'The page has no skip link, landmark or heading to bypass repeated content',
  description: 'Checks that keyboard and screen reader users have at least one mechanism to jump past repeated blocks: a landmark, a heading, or a same-page link whose target exists. Pages without text are not applicable.',
  why: 'Without any of these, keyboard users must tab through every navigation link on every page before reaching the content.',
  fix: 'Add a <main> landmark and headings, and ideally a "Skip to content" link as the first focusable element, pointing at the main content.',
  impact: 'serious',
  tags: ['axe:bypass', 'act:cf77f2', 'wcag:2.4.1', 'lighthouse:bypass'],
  check(ctx) {
    const page = ctx.page;
    if (page.index.textLength === 0) return ctx.notApplicable('The page has no text content.');
    const lm = landmarks(page).list;
    if (lm.length) return ctx.pass(`${lm.length} landmark(s), e.g. ${lm[0]!.role}.`);
    const hs = headings(page);
    if (hs.length) return ctx.pass(`${hs.length} heading(s).`);
    for (const a of page.index.byTag.get('a') ?? []) {
      const href = a.attribs['href'] ?? '';
      if (href.length > 1 && href.startsWith('#') && page.index.byId.has(decodeURIComponentSafe(href.slice(1)))) return ctx.pass(`Same-page link to ${href}.`);
    }
    return ctx.fail('No landmarks, no headings and no working same-page (skip) link.');
  },
});

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
