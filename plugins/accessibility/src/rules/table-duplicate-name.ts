import { defineRule, dom } from '@pagegrade/core';
import { contentText } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';

const captionOf = (table: Element): Element | undefined => dom.childElements(table).find((c) => c.name === 'caption');

export default defineRule({
  id: 'accessibility/table-duplicate-name',
  dimension: 'accessibility',
  title: 'Table captions and summaries differ',
  failureTitle: 'Some tables repeat the same text in <caption> and the summary attribute',
  description: 'For tables that have both a <caption> and a (deprecated) summary attribute, checks that the two texts are not the same (compared case-insensitively after collapsing white space).',
  why: 'Screen readers read both; identical text is announced twice, and the summary is then not doing its job of explaining the table structure.',
  fix: 'Keep the visible title in <caption> and either remove summary or use it (or better, a paragraph referenced by aria-describedby) to describe how the table is organised.',
  impact: 'minor',
  tags: ['axe:table-duplicate-name', 'best-practice', 'lighthouse:table-duplicate-name'],
  select: { tags: ['table'], where: (table) => !!table.attribs['summary']?.trim() && captionOf(table) !== undefined, exposed: true, none: 'No table has both a caption and a summary attribute.' },
  judge(table, ctx) {
    const cap = contentText(captionOf(table)!, ctx.page).text;
    if (cap.toLowerCase() === dom.normalizeSpace(table.attribs['summary']!).toLowerCase()) return `Table caption and summary are both "${cap.slice(0, 60)}".`;
  },
});
