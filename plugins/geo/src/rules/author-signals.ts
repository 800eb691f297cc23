import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { ARTICLE_TYPES, deref, isObject, list, mainNodesOf, text } from '../lib/jsonld.ts';
import { articleSignal, boundedText, elementsWhere, firstOfTags, metaContent } from '../lib/page.ts';

const BYLINE = /(^|[\s_-])(author|byline|writer|contributor)([\s_-]|$)/i;

/**
 * Whether an itemprop names the author, or "class id" (joined by a space, under 300 characters)
 * names a byline. Class and id are tested on their own: the keyword holds no space, and the
 * joining space counts as a boundary on both sides.
 */
function isByline(el: Element): boolean {
  const prop = el.attribs['itemprop'];
  if (prop && /\bauthor\b/i.test(prop)) return true;
  const cls = el.attribs['class'] ?? '';
  const id = el.attribs['id'] ?? '';
  // An empty value holds no keyword.
  return cls.length + 1 + id.length < 300 && ((cls !== '' && BYLINE.test(cls)) || (id !== '' && BYLINE.test(id)));
}

const AUTHOR_TAGS = ['a', 'link'];

function isAuthorLink(el: Element): boolean {
  return dom.hasToken(el, 'rel', 'author');
}

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
  check(ctx) {
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
    // Only elements with a rel attribute can qualify: read from the index rather than every link
    // (filtering by tag keeps each tag's document order).
    const rel = firstOfTags(page.index.byAttribute.get('rel') ?? [], AUTHOR_TAGS, isAuthorLink);
    if (rel) return ctx.pass(`rel="author" ${dom.snippet(rel, 60)}.`);
    // Only elements with an itemprop, class or id can be bylines; in the order of a loop over byTag.
    // Classes first: elements of a later list are checked for the earlier attributes.
    for (const el of elementsWhere(page, ['class', 'id', 'itemprop'], isByline)) {
      const t = dom.normalizeSpace(boundedText(el, 200)).slice(0, 60);
      if (t) return ctx.pass(`Byline ${dom.snippet(el, 40)} "${t}".`);
    }
    return ctx.fail(`The page is an article (${why}) but names no author in JSON-LD, meta, rel="author" or a byline.`);
  },
});
