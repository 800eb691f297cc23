import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'seo/http-status-code',
  dimension: 'seo',
  title: 'The page answers with a successful HTTP status',
  failureTitle: 'The page answers with an HTTP error status',
  description: 'Checks the HTTP status of the document after redirects: 400–599 fails (as in Lighthouse); 2xx passes.',
  why: 'Search engines do not index pages that answer with a 4xx or 5xx status, and drop indexed pages that start to; a 5xx that persists also slows crawling of the whole site.',
  fix: 'Serve the page with 200 OK. If the content moved, redirect it with 301/308; if it is gone, 404/410 is right but then nothing should link to it.',
  impact: 'critical',
  tags: ['lighthouse:http-status-code'],
  needs: ['headers'],
  cap: [
    { max: 10, scope: 'dimension', reason: 'the page answers with an HTTP error status, so search engines will not index it.' },
    { max: 15, scope: 'overall', reason: 'the URL answers with an HTTP error status: visitors and crawlers get an error page, not the page.' },
  ],
  check(ctx) {
    const s = ctx.page.status;
    if (s >= 400 && s <= 599) return ctx.fail(`The page answered HTTP ${s}${s >= 500 ? ' (server error)' : ''}.`);
    if (s < 200 || s >= 400) return ctx.warning(`The page answered with an unusual status HTTP ${s}.`);
    return ctx.pass(`HTTP ${s}.`);
  },
});
