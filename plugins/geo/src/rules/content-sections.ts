import { defineRule, dom } from '@pagegrade/core';
import { elementWords, mainElement } from '../lib/page.ts';

/** Content shorter than this needs no subheadings. */
const MIN_WORDS = 300;
/** One subheading per this many words at least. */
const WORDS_PER_HEADING = 600;
const SUBHEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

export default defineRule({
  id: 'geo/content-sections',
  dimension: 'geo',
  title: 'Long content is divided by subheadings',
  failureTitle: 'Long content has too few subheadings',
  description: `For content of at least ${MIN_WORDS} words (in <main>/role=main, else <body>): fails with no h2–h6 subheading at all, warns with fewer than one subheading per ${WORDS_PER_HEADING} words. Not applicable to shorter pages.`,
  why: 'Answer engines split pages into passages at headings and quote the passage that answers a question; an unbroken wall of text gives them no passage boundaries and no labels to match a question against.',
  fix: `Break the text into sections of a few hundred words, each under an <h2> or <h3> that states what the section answers.`,
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const main = mainElement(page);
    const root = main ?? page.index.byTag.get('body')?.[0] ?? null;
    if (!root) return ctx.notApplicable('The page has no body.');
    const words = elementWords(page, root);
    if (words < MIN_WORDS) return ctx.notApplicable(`The content has ${words} words, under ${MIN_WORDS}.`);
    let headings = 0;
    for (const tag of SUBHEADINGS) {
      for (const h of page.index.byTag.get(tag) ?? []) if (!main || ((h.startIndex ?? 0) > (main.startIndex ?? 0) && (h.startIndex ?? 0) < (main.endIndex ?? 0))) headings++;
    }
    const where = main ? dom.snippet(main, 40) : '<body>';
    if (headings === 0) ctx.report(root, `${where} has ${words} words and no h2–h6 subheading.`);
    else if (words / headings > WORDS_PER_HEADING) ctx.warn(root, `${where} has ${words} words and ${headings} subheading(s): about ${Math.round(words / headings)} words per section.`);
    else return ctx.pass(`${words} words in ${headings + 1} sections.`);
    return undefined;
  },
});
