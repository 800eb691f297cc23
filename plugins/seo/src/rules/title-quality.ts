import { defineRule, dom } from '@pagegrade/core';
import { documentTitles } from '../lib/title.ts';

/** Lengths that search result pages show without truncation (about 600 px ≈ 60 characters). */
const MIN = 10;
const MAX = 60;
/** Titles left by templates and frameworks that say nothing about the page. */
const PLACEHOLDERS = new Set(['untitled', 'untitled document', 'untitled page', 'document', 'new page', 'page title', 'title', 'home', 'index', 'index.html', 'react app', 'vite app', 'vite + react + ts', 'vite + react', 'create next app', 'my website', 'my site', 'welcome', 'default', 'test', 'blank']);

export default defineRule({
  id: 'seo/title-quality',
  dimension: 'seo',
  title: 'The page title is one, of a sensible length, and says what the page is',
  failureTitle: 'The page title is a placeholder, too short or long, or repeated',
  description: `For a page with a non-empty <title> (seo/document-title judges whether it has one): warns when the title is a template placeholder such as "Untitled Document" or "React App", shorter than ${MIN} or longer than ${MAX} characters (result pages cut it at about 600 px), or when the document has more than one <title>.`,
  why: 'Search engines show the title as the headline of a result; a placeholder says nothing, a truncated one loses its end, and with two titles crawlers pick one.',
  fix: `Keep one <title> in <head> that names the page's subject in ${MIN}–${MAX} characters, most specific words first.`,
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const titles = documentTitles(ctx.page);
    const text = titles[0] ? dom.normalizeSpace(dom.textContent(titles[0])) : '';
    if (text === '') return ctx.notApplicable('The page has no non-empty <title> (see seo/document-title).');
    if (titles.length > 1) ctx.warn(titles[1]!, `${titles.length} <title> elements; browsers and crawlers use the first.`);
    if (PLACEHOLDERS.has(text.toLowerCase())) ctx.warn(titles[0]!, `Title "${text}" is a template placeholder, not a description of the page.`);
    else if (text.length < MIN) ctx.warn(titles[0]!, `Title "${text}" is ${text.length} characters; aim for ${MIN}–${MAX}.`);
    else if (text.length > MAX) ctx.warn(titles[0]!, `Title is ${text.length} characters and will be truncated in results; aim for ${MIN}–${MAX}.`);
    return undefined;
  },
});
