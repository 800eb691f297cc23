import { defineRule, robotsTxt } from '@pagegrade/core';

/** Search crawlers judged: robots-parser picks each one's own group, else the `*` group. */
const AGENTS = ['Googlebot', 'Bingbot'];

export default defineRule({
  id: 'seo/robots-txt-allows-page',
  dimension: 'seo',
  title: 'robots.txt lets search engines crawl the page',
  failureTitle: 'robots.txt blocks search engines from crawling the page',
  description:
    "Evaluates the site's robots.txt for this page's URL as Googlebot and Bingbot would, each under its own user-agent group or else the * group (RFC 9309 longest-match). A disallow for either fails; no robots.txt (404) passes.",
  why: 'A page blocked in robots.txt is not crawled: its content is never read, and it can at best appear as a bare URL without a description.',
  fix: 'Remove or narrow the Disallow rule that matches this URL (or add a more specific Allow) in the group for * or for the blocked crawler.',
  impact: 'critical',
  tags: ['lighthouse:is-crawlable'],
  needs: ['robots'],
  cap: { max: 20, scope: 'dimension', reason: "the site's robots.txt blocks search engines from crawling the page." },
  references: ['https://www.rfc-editor.org/rfc/rfc9309'],
  check(ctx) {
    const res = ctx.page.resource('robots');
    if (res?.state === 'missing') return ctx.pass(`No robots.txt (HTTP ${res.status}); crawlers may fetch everything.`);
    const robots = robotsTxt(ctx.page);
    if (!robots) return ctx.notApplicable('robots.txt has no content to evaluate.');
    for (const agent of AGENTS) {
      if (robots.isDisallowed(ctx.page.url, agent)) {
        const line = robots.getMatchingLineNumber(ctx.page.url, agent);
        ctx.report(null, `robots.txt${line > 0 ? ` line ${line}` : ''} disallows ${ctx.page.url} for ${agent}.`);
      }
    }
    return undefined;
  },
});
