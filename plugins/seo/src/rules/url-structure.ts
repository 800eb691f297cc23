import { defineRule } from '@pagegrade/core';

/** Beyond about 100 characters URLs are truncated in results and hard to share; 2,000 is the practical limit of browsers and sitemaps. */
const LONG = 100;
const TOO_LONG = 2000;

export default defineRule({
  id: 'seo/url-structure',
  dimension: 'seo',
  title: 'The page URL is short and readable',
  failureTitle: 'The page URL is long or hard to read',
  description: `Looks at the final page URL: a path with upper-case letters, underscores, spaces or repeated slashes, or a URL over ${LONG} characters, warns; over ${TOO_LONG} characters fails.`,
  why: 'Search results show the URL; short, lower-case, hyphenated URLs are easier to read, share and link, and mixed case creates duplicate URLs on case-sensitive servers.',
  fix: 'Use short lower-case paths with hyphens between words (/oak-dining-tables), and redirect old variants to them with 301.',
  impact: 'minor',
  needs: ['site'],
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/url-structure'],
  check(ctx) {
    const loc = ctx.page.location;
    if (!loc || (loc.protocol !== 'http:' && loc.protocol !== 'https:')) return ctx.notApplicable('The page has no web URL (a local file).');
    const url = ctx.page.url;
    const path = loc.pathname;
    if (url.length > TOO_LONG) return ctx.fail(`The URL is ${url.length} characters long.`);
    if (url.length > LONG) ctx.warn(null, `The URL is ${url.length} characters long: ${url.slice(0, 80)}…`);
    if (/[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, ''))) ctx.warn(null, `The path ${path.slice(0, 100)} has upper-case letters.`);
    if (path.includes('_')) ctx.warn(null, `The path ${path.slice(0, 100)} uses underscores; search engines read hyphens as word separators.`);
    if (path.includes('%20')) ctx.warn(null, `The path ${path.slice(0, 100)} contains encoded spaces.`);
    if (path.includes('//')) ctx.warn(null, `The path ${path.slice(0, 100)} has repeated slashes.`);
    return undefined;
  },
});
