import { defineRule, pageLinks } from '@pagegrade/core';
import { plural } from '../lib/meta.ts';

/** Under this many characters of visible text, an empty shell is probably filled in by script. */
const SHELL_TEXT = 200;

export default defineRule({
  id: 'seo/internal-links',
  dimension: 'seo',
  title: 'The page links to other pages of the site',
  failureTitle: 'The page has no crawlable links to the rest of the site',
  description:
    'Counts <a href> links to other pages on the same site (same registrable domain, not just a fragment of this page). None warns; when the page is also an almost empty shell with scripts, the links are probably rendered by JavaScript and the result is needs-review.',
  why: 'Crawlers discover a site by following links; a page without internal links is a dead end that passes no authority on and leaves other pages undiscovered.',
  fix: 'Link to related pages, the home page and the main sections with ordinary <a href> links in the server-rendered HTML (navigation, breadcrumbs, related content).',
  impact: 'moderate',
  needs: ['site'],
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    let internal = 0;
    const targets = new Set<string | null>();
    for (const l of pageLinks(page)) {
      if (!l.internal || l.samePage) continue;
      internal++;
      targets.add(l.url);
    }
    if (internal > 0) return ctx.pass(`${plural(internal, 'internal link')} to ${plural(targets.size, 'URL')}.`);
    if (page.index.textLength < SHELL_TEXT && (page.index.byTag.get('script')?.length ?? 0) > 0) {
      return ctx.needsReview(`The HTML has no internal links and only ${page.index.textLength} characters of text; links are probably rendered by JavaScript, which crawlers may or may not execute.`);
    }
    return ctx.warning('The HTML has no links to other pages of the site.');
  },
});
