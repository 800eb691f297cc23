import { defineRule, dom, elementsInOrder } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { boundedText, firstAfter, counting } from '../lib/page.ts';

const CONTENT = ['p', 'li', 'dd', 'td', 'blockquote', 'pre'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

export default defineRule({
  id: 'geo/question-headings-answered',
  dimension: 'geo',
  title: 'Headings phrased as questions are followed by their answer',
  failureTitle: 'Some question headings have no answer before the next heading',
  description: 'For each h2–h6 whose text ends with a question mark: checks that a paragraph, list item, definition, table cell, quote or preformatted block follows it before the next heading. Warns per unanswered question. Not applicable when no heading is a question.',
  why: 'Question headings are how answer engines match a user\'s question to a passage; a question followed directly by another heading (or only by an image or a button) promises an answer the page does not give in text.',
  fix: 'Put the direct answer in the first paragraph under each question heading, in a sentence that makes sense on its own.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const headings = elementsInOrder(page, HEADINGS);
    // The content blocks are merged only when some heading is phrased as a question.
    let content: Element[] | null = null;
    let questions = 0;
    for (let i = 0; i < headings.length; i++) {
      const h = headings[i]!;
      if (h.name === 'h1') continue;
      const text = dom.normalizeSpace(boundedText(h, 500));
      if (!/[?？]$/.test(text)) continue;
      questions++;
      content ??= elementsInOrder(page, CONTENT);
      const end = h.endIndex ?? h.startIndex ?? 0;
      const next = headings[i + 1];
      const answer = content[firstAfter(content, end)];
      if (!answer || (next && (answer.startIndex ?? 0) > (next.startIndex ?? 0))) found.warn(h, `"${text.slice(0, 80)}" is followed by ${next ? `the heading "${dom.normalizeSpace(boundedText(next, 100)).slice(0, 50)}"` : 'nothing'} without an answer in between.`);
    }
    if (questions === 0) return ctx.notApplicable('No heading is phrased as a question.');
    return found.count ? undefined : ctx.pass(`${questions} question heading(s), each followed by an answer.`);
  },
});
