import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'seo/soft-404',
  dimension: 'seo',
  title: 'Missing pages answer with 404',
  failureTitle: 'Missing pages answer with a success status (soft 404)',
  description:
    'Looks at how the site answered a request for a made-up path: 404 or 410 passes; a success status such as 200 fails (a "soft 404", usually the home page or an empty template); a redirect warns (Google treats redirecting missing URLs to the home page as soft 404s too). Not applicable when the probe was not made; if it could not be fetched the result is error, not a failure. ' +
    'Counted in the UI/UX score too, where ui-ux/not-found-page-helpful judges the error page itself.',
  why: 'When every unknown URL answers 200, search engines cannot tell real pages from error pages: they waste crawl budget on junk URLs and may index "page not found" pages. Visitors who follow a dead link get the home page or a blank template and cannot tell that the page they wanted is gone, and the broken links stay hidden from the site owner\'s analytics.',
  fix: 'Make the server (or the single-page app’s server side) answer unknown paths with HTTP 404 and a helpful error page (410 for deliberately removed ones); do not redirect them to the home page.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['notFound'],
  alsoScores: [{ dimension: 'uiux', impact: 'moderate' }],
  formerIds: ['ui-ux/not-found-status'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/http-network-errors#soft-404-errors'],
  check(ctx) {
    const res = ctx.page.resource('notFound')!;
    if (res.state === 'missing') return ctx.pass(`${res.url} answered HTTP ${res.status}.`);
    if (res.status >= 300 && res.status < 400) return ctx.warning(`The made-up URL ${res.url} redirects (HTTP ${res.status}${res.redirectURL ? ` to ${res.redirectURL}` : ''}) instead of answering 404.`);
    if (res.status >= 200 && res.status < 300) return ctx.fail(`The made-up URL ${res.url} answered HTTP ${res.status} instead of 404.`);
    return ctx.pass(`${res.url} answered HTTP ${res.status}.`);
  },
});
