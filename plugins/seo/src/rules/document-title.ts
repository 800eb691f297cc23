import { defineRule, dom } from '@pagegrade/core';
import { tagRanges } from '../lib/ranges.ts';

/** Lengths that search result pages show without truncation (about 600 px ≈ 60 characters). */
const MIN = 10;
const MAX = 60;
/** Titles left by templates and frameworks that say nothing about the page. */
const PLACEHOLDERS = new Set(['untitled', 'untitled document', 'untitled page', 'document', 'new page', 'page title', 'title', 'home', 'index', 'index.html', 'react app', 'vite app', 'vite + react + ts', 'vite + react', 'create next app', 'my website', 'my site', 'welcome', 'default', 'test', 'blank']);

export default defineRule({
  id: 'seo/document-title',
  dimension: 'seo',
  title: 'The page has a descriptive title of a sensible length',
  failureTitle: 'The page title is missing, empty or a poor length',
  description: `Checks that the document has exactly one non-empty <title> (an <svg> title or one inside a <template> does not count) of ${MIN}–${MAX} characters that is not a template placeholder such as "Untitled Document" or "React App". Missing or empty fails; the rest warns.`,
  why: 'Search engines show the title as the headline of a result and answer engines use it to name the page; a missing or truncated title costs clicks.',
  fix: `Add one <title> in <head> that names the page's subject in ${MIN}–${MAX} characters, most specific words first.`,
  impact: 'serious',
  tags: ['lighthouse:document-title', 'axe:document-title', 'act:2779a5', 'wcag:2.4.2'],
  create(ctx) {
    return {
      end() {
        const svgs = tagRanges(ctx.page, 'svg');
        // A template's content is not part of the document until a script inserts it.
        const templates = tagRanges(ctx.page, 'template');
        const titles = (ctx.page.index.byTag.get('title') ?? []).filter((t) => !svgs.contains(t) && !templates.contains(t));
        if (titles.length === 0) return ctx.fail('No <title> element.');
        const text = dom.normalizeSpace(dom.textContent(titles[0]!));
        if (text === '') {
          ctx.report(titles[0]!, 'The <title> is empty.');
          return;
        }
        if (titles.length > 1) ctx.warn(titles[1]!, `${titles.length} <title> elements; browsers and crawlers use the first.`);
        if (PLACEHOLDERS.has(text.toLowerCase())) ctx.warn(titles[0]!, `Title "${text}" is a template placeholder, not a description of the page.`);
        else if (text.length < MIN) ctx.warn(titles[0]!, `Title "${text}" is ${text.length} characters; aim for ${MIN}–${MAX}.`);
        else if (text.length > MAX) ctx.warn(titles[0]!, `Title is ${text.length} characters and will be truncated in results; aim for ${MIN}–${MAX}.`);
        return undefined;
      },
    };
  },
});
