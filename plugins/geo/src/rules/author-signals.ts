import { defineRule, dom } from '@pagegrade/core';
import { ARTICLE_TYPES, deref, isObject, list, mainNodesOf, text } from '../lib/jsonld.ts';
import { articleSignal, boundedText, metaContent } from '../lib/page.ts';

const BYLINE = /(^|[\s_-])(author|byline|writer|contributor)([\s_-]|$)/i;

export default defineRule({
  id: 'geo/author-signals',
  dimension: 'geo',
  title: 'The article names its author in machine-readable form',
  failureTitle: 'The article has no machine-readable author',
  description:
    'On article pages (JSON-LD Article types, og:type "article" or article:published_time): looks for an author in JSON-LD (author with a name), `<meta name="author">`, `rel="author"`, `itemprop="author"`, or a byline element (class or id containing author/byline) with text. Fails when there is none. Not applicable to other pages.',
  why: 'Answer engines weigh expertise and accountability: a named author lets them attribute the text, connect it to the author\'s other work and prefer it over anonymous copies.',
  fix: 'Show a byline linked to an author page (`<a rel="author" href="/team/ann">Ann Carver</a>`) and repeat it as `"author": {"@type": "Person", "name": "Ann Carver", "url": "…"}` in the Article JSON-LD.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/article#author-bp'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        const why = articleSignal(page);
        if (!why) return ctx.notApplicable('The page is not marked as an article.');
        for (const a of mainNodesOf(page, ARTICLE_TYPES)) {
          for (const au of list(a.node['author']).map((x) => deref(page, x))) {
            const name = typeof au === 'string' ? au.trim() : isObject(au) ? text(au['name']) : null;
            if (name) return ctx.pass(`JSON-LD author "${name}".`);
          }
        }
        const meta = metaContent(page, 'author') ?? metaContent(page, 'article:author');
        if (meta) return ctx.pass(`<meta> author "${meta}".`);
        for (const tag of ['a', 'link']) {
          const el = (page.index.byTag.get(tag) ?? []).find((e) => dom.tokens(e, 'rel').includes('author'));
          if (el) return ctx.pass(`rel="author" ${dom.snippet(el, 60)}.`);
        }
        for (const list of page.index.byTag.values()) {
          for (const el of list) {
            const prop = dom.attr(el, 'itemprop');
            const cls = `${dom.attr(el, 'class') ?? ''} ${dom.attr(el, 'id') ?? ''}`;
            if ((prop && /\bauthor\b/i.test(prop)) || (cls.length < 300 && BYLINE.test(cls))) {
              const t = dom.normalizeSpace(boundedText(el, 200)).slice(0, 60);
              if (t) return ctx.pass(`Byline ${dom.snippet(el, 40)} "${t}".`);
            }
          }
        }
        return ctx.fail(`The page is an article (${why}) but names no author in JSON-LD, meta, rel="author" or a byline.`);
      },
    };
  },
});
