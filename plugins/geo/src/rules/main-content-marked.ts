import { defineRule, dom } from '@pagegrade/core';
import { bodyWords, elementWords, mainElement } from '../lib/page.ts';

/** Pages with fewer words have no main content worth delimiting. */
const MIN_WORDS = 100;
/** The marked region should hold at least this share of the page's words. */
const MIN_SHARE = 0.25;

export default defineRule({
  id: 'geo/main-content-marked',
  dimension: 'geo',
  title: 'The main content is marked with <main> or <article>',
  failureTitle: 'Nothing marks where the main content is',
  description: `For pages with at least ${MIN_WORDS} words: checks for <main> (or role="main"), or failing that <article>, and that the marked region holds at least ${MIN_SHARE * 100}% of the page's words (warning below). Fails when neither exists. (The accessibility landmark rules judge <main> for screen readers; this judges whether extractors can find the content.)`,
  why: 'Readability-style extractors used by AI crawlers look for <main> and <article> to separate the content from navigation, footers and sidebars; without them they guess, and often quote menus or boilerplate.',
  fix: 'Wrap the page\'s primary content in one <main> element (and posts in <article>), leaving header, navigation, sidebars and footer outside.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const total = bodyWords(page);
    if (total < MIN_WORDS) return ctx.notApplicable(`The page has ${total} words, under ${MIN_WORDS}.`);
    const region = mainElement(page) ?? page.index.byTag.get('article')?.[0] ?? null;
    if (!region) return ctx.fail(`The page has ${total} words but no <main>, role="main" or <article>.`);
    const words = elementWords(page, region);
    if (words / total < MIN_SHARE) {
      ctx.warn(region, `${dom.snippet(region, 50)} holds ${words} of the page's ${total} words; most of the content is outside it.`);
      return undefined;
    }
    return ctx.pass(`${dom.snippet(region, 50)} holds ${words} of ${total} words.`);
  },
});
