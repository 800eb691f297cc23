import { defineRule, dom, elementsInOrder, hiddenFromView } from '@pagegrade/core';
import { bodyWords, boundedText, firstAfter, textWords } from '../lib/page.ts';

/** Paragraphs shorter than this after the h1 are bylines, dates or captions, not the lead. */
const MIN_LEAD_CANDIDATE = 8;
/** A lead that answers the page's question in a full sentence or two. */
const MIN_LEAD = 25;
/** Pages with fewer words have no lead to judge. */
const MIN_PAGE = 150;

/** A byline: a paragraph that names the author (rel=author) or dates the page (<time>), however long. */
function isByline(p: import('domhandler').Element): boolean {
  return dom.descendants(p, (e) => e.name === 'time' || (e.name === 'a' && dom.hasToken(e, 'rel', 'author'))).length > 0;
}

export default defineRule({
  id: 'geo/answer-first',
  dimension: 'geo',
  title: 'The page opens with a substantive answer under its h1',
  failureTitle: 'The page does not open with a substantive paragraph',
  description: `On pages of at least ${MIN_PAGE} words with an <h1>: finds the first paragraph after the h1 with at least ${MIN_LEAD_CANDIDATE} words (shorter ones are taken as bylines or captions, and so are paragraphs with a <time> or a rel=author link) and checks that it comes before the first subheading and has at least ${MIN_LEAD} words. Warns otherwise.`,
  why: 'Answer engines favour passages that answer the question up front: the opening paragraph under the headline is the text most often quoted as the summary of a page, and a page that opens with a table of contents or a teaser gives them nothing to quote.',
  fix: `Start with a paragraph of ${MIN_LEAD}+ words that states the main answer or finding directly (who, what, how much), then go into detail under subheadings.`,
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const h1 = (page.index.byTag.get('h1') ?? []).find((h) => !hiddenFromView(page, h));
    if (!h1) return ctx.notApplicable('The page has no visible <h1>.');
    const total = bodyWords(page);
    if (total < MIN_PAGE) return ctx.notApplicable(`The page has ${total} words, under ${MIN_PAGE}.`);
    const end = h1.endIndex ?? h1.startIndex ?? 0;
    const headings = elementsInOrder(page, ['h2', 'h3', 'h4', 'h5', 'h6']);
    const nextHeading = headings[firstAfter(headings, end)] ?? null;
    const paras = page.index.byTag.get('p') ?? [];
    let lead = null;
    let words = 0;
    for (let i = firstAfter(paras, end); i < paras.length; i++) {
      const p = paras[i]!;
      if (nextHeading && (p.startIndex ?? 0) > (nextHeading.startIndex ?? 0)) break;
      words = textWords(page, p);
      if (words >= MIN_LEAD_CANDIDATE && !isByline(p)) {
        lead = p;
        break;
      }
    }
    const h1Text = dom.normalizeSpace(boundedText(h1, 200)).slice(0, 60);
    if (!lead) {
      if (nextHeading) ctx.warn(nextHeading, `After the h1 "${h1Text}" the first subheading "${dom.normalizeSpace(boundedText(nextHeading, 200)).slice(0, 60)}" comes before any paragraph of ${MIN_LEAD_CANDIDATE}+ words.`);
      else ctx.warn(h1, `No paragraph of ${MIN_LEAD_CANDIDATE}+ words follows the h1 "${h1Text}".`);
      return undefined;
    }
    if (words < MIN_LEAD) {
      ctx.warn(lead, `The opening paragraph under "${h1Text}" has ${words} words; aim for ${MIN_LEAD}+ that answer the page's question.`);
      return undefined;
    }
    return ctx.pass(`The opening paragraph has ${words} words.`);
  },
});
