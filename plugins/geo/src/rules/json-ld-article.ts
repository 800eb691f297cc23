import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { ARTICLE_TYPES, deref, isObject, label, list, mainNodesOf, text, urlValue } from '../lib/jsonld.ts';

export default defineRule({
  id: 'geo/json-ld-article',
  dimension: 'geo',
  title: 'Article structured data has headline, author, dates and image',
  failureTitle: 'Article structured data lacks headline, author or dates',
  description:
    'For each JSON-LD Article, BlogPosting, NewsArticle (and other Article subtypes) that describes the page (top-level, or the mainEntity of a page; teasers nested in lists are skipped): `headline`, an `author` with a `name` (a Person or Organization, references by @id followed), and `datePublished` are required here (fail); `dateModified` and `image` are recommended (warning); an author given as a bare string warns. Not applicable without an Article.',
  why: 'Answer engines weigh who wrote a text and when: author and dates are how they judge expertise and freshness, and headline and image are what they show when citing the article.',
  fix: 'Fill in `headline`, `author: {"@type":"Person","name":"…","url":"…"}`, `datePublished` and `dateModified` (ISO 8601 with time zone) and `image` from the same data the page renders.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/article'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const articles = mainNodesOf(page, ARTICLE_TYPES);
    if (articles.length === 0) return ctx.notApplicable('No Article in the JSON-LD.');
    for (const a of articles) {
      const n = a.node;
      const who = label(a);
      if (!text(n['headline']) && !text(n['name'])) found.report(a.block.element, `${a.types[0]} has no "headline".`);
      const authors = list(n['author']).map((x) => deref(page, x));
      if (authors.length === 0) found.report(a.block.element, `${who} has no "author".`);
      for (const au of authors) {
        if (typeof au === 'string') found.warn(a.block.element, `${who} gives the author as the string "${au}"; use a Person or Organization with a name.`);
        else if (!isObject(au) || !text(au['name'])) found.report(a.block.element, `An author of ${who} has no "name".`);
      }
      if (!text(n['datePublished'])) found.report(a.block.element, `${who} has no "datePublished".`);
      if (!text(n['dateModified'])) found.warn(a.block.element, `${who} has no "dateModified".`);
      if (!urlValue(n['image'])) found.warn(a.block.element, `${who} has no "image".`);
    }
    return found.count ? undefined : ctx.pass(`${articles.map((a) => label(a)).slice(0, 3).join(', ')} complete.`);
  },
});
