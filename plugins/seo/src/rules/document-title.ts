import { defineRule, dom } from '@pagegrade/core';
import { documentTitles } from '../lib/title.ts';

export default defineRule({
  id: 'seo/document-title',
  dimension: 'seo',
  title: 'The page has a title',
  failureTitle: 'The page title is missing or empty',
  description: 'Checks that the document has a non-empty <title> (an <svg> title or one inside a <template> does not count), as Lighthouse\'s document-title and axe\'s document-title ask. Whether the title is a sensible length and not a placeholder is seo/title-quality.',
  why: 'Search engines show the title as the headline of a result, answer engines use it to name the page, and screen readers announce it first; a page without one is anonymous in all three.',
  fix: 'Add one <title> in <head> that names the page\'s subject.',
  impact: 'serious',
  tags: ['lighthouse:document-title', 'axe:document-title', 'act:2779a5', 'wcag:2.4.2'],
  check(ctx) {
    const titles = documentTitles(ctx.page);
    if (titles.length === 0) return ctx.fail('No <title> element.');
    const text = dom.normalizeSpace(dom.textContent(titles[0]!));
    if (text === '') {
      ctx.report(titles[0]!, 'The <title> is empty.');
      return;
    }
    return ctx.pass(`Title "${text.length > 80 ? `${text.slice(0, 77)}…` : text}".`);
  },
});
