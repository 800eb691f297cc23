import { defineRule, dom } from '@pagegrade/core';
import { contentText, isHidden } from '@pagegrade/core/a11y';
import { reportExposed } from '../lib/info.ts';

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
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const table of page.index.byTag.get('table') ?? []) {
      const summary = table.attribs['summary'];
      const caption = dom.childElements(table).find((c) => c.name === 'caption');
      if (!summary?.trim() || !caption || isHidden(page, table)) continue;
      checked++;
      const cap = contentText(caption, page).text;
      if (cap.toLowerCase() === dom.normalizeSpace(summary).toLowerCase()) reportExposed(ctx, table, `Table caption and summary are both "${cap.slice(0, 60)}".`);
    }
    if (checked === 0) return ctx.notApplicable('No table has both a caption and a summary attribute.');
    return undefined;
  },
});
