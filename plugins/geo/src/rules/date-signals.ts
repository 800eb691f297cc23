import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { ARTICLE_TYPES, mainNodesOf, text } from '../lib/jsonld.ts';

/**
 * The page's main content as JSON-LD: an article, or another creative work a page is about (a
 * recipe, a how-to, a course) or the web page itself — their datePublished and dateModified date
 * the page as well (schema.org CreativeWork).
 */
const DATED_TYPES: ReadonlySet<string> = new Set([...ARTICLE_TYPES, 'Recipe', 'HowTo', 'Course', 'CreativeWork', 'WebPage', 'AboutPage', 'ItemPage', 'CollectionPage', 'FAQPage', 'QAPage', 'MedicalWebPage']);
import { articleSignal, metaContent } from '../lib/page.ts';

export default defineRule({
  id: 'geo/date-signals',
  dimension: 'geo',
  title: 'The article states when it was published or updated, machine-readably',
  failureTitle: 'The article has no machine-readable publication date',
  description:
    'On article pages: looks for a publication or modification date in JSON-LD (datePublished/dateModified of the article, or of the recipe, how-to, course or web page the page is about), Open Graph (`article:published_time`, `article:modified_time`), `itemprop="datePublished"`, or a `<time datetime>` element. Fails when there is none; warns when there is a publication date but no modification date anywhere. Not applicable to other pages.',
  why: 'Answer engines prefer current sources and say "as of" when quoting; without a date they cannot tell a 2026 guide from a 2012 one and treat the page as undated.',
  fix: 'Render `<time datetime="2026-03-01">1 March 2026</time>` in the byline and add `datePublished` and `dateModified` to the Article JSON-LD (and article:published_time / article:modified_time meta).',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const why = articleSignal(page);
    if (!why) return ctx.notApplicable('The page is not marked as an article.');
    const found: string[] = [];
    // The element that gave the first publication date, when one did: the warning points there.
    let source: Element | null = null;
    let modified = false;
    for (const a of mainNodesOf(page, DATED_TYPES)) {
      if (text(a.node['datePublished'])) found.push('JSON-LD datePublished');
      if (text(a.node['dateModified'])) modified = true;
    }
    if (metaContent(page, 'article:published_time')) found.push('article:published_time');
    if (metaContent(page, 'article:modified_time') || metaContent(page, 'og:updated_time')) modified = true;
    for (const list of [page.index.byTag.get('time') ?? [], page.index.byTag.get('meta') ?? []]) {
      for (const el of list) {
        const prop = (dom.attr(el, 'itemprop') ?? '').toLowerCase();
        if (prop.includes('datemodified')) modified = true;
        if (prop.includes('datepublished')) {
          if (found.length === 0) source = el;
          found.push('itemprop datePublished');
        }
        if (el.name === 'time' && dom.attr(el, 'datetime')?.trim() && found.length === 0) {
          source = el;
          found.push(`<time datetime="${dom.attr(el, 'datetime')}">`);
        }
      }
    }
    if (found.length === 0 && !modified) return ctx.fail(`The page is an article (${why}) but gives no machine-readable date.`);
    if (!modified) {
      ctx.warn(source, `Publication date from ${found[0]}, but no modification date (dateModified or article:modified_time).`);
      return undefined;
    }
    return ctx.pass(`Dates from ${found[0] ?? 'dateModified'}.`);
  },
});
