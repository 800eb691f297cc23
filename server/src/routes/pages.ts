import Router from '@koa/router';
import type { Context } from 'koa';
import { PagegradeError } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { idParams, validate } from '../http/validate.ts';
import { sendCached } from '../http/cached.ts';
import { badgeSize, badgeSvg } from '../pages/badge.ts';
import { checksHtml } from '../pages/checks.ts';
import { leaderboardHtml } from '../pages/leaderboard.ts';
import { pathOf } from '../pages/layout.ts';
import { privacyHtml } from '../pages/privacy.ts';
import { reportHtml } from '../pages/report.ts';
import { serviceFacts } from '../discovery/facts.ts';
import { API_VERSION } from './api.ts';

export { escapeHtml } from '../pages/layout.ts';
export { badgeSvg } from '../pages/badge.ts';
export { gradeColour } from '../pages/grades.ts';

/** How many sites one leaderboard page shows; further pages follow the signed cursor. */
const LEADERBOARD_PAGE_SIZE = 50;

const LEADERBOARD_QUERY = { type: 'object', properties: { cursor: { type: 'string', minLength: 1, maxLength: 512 } } };

/** Answers with an HTML page, its cache policy and an ETag (304 when the client has it). */
export function htmlPage(ctx: Context, html: string, cacheControl: string): void {
  sendCached(ctx, 'text/html; charset=utf-8', html, cacheControl);
}

/** The website's pages: reports, the leaderboard, the check catalogue, privacy, and badges. */
export function pagesRouter(deps: Pick<RouteDeps, 'analyses' | 'rules' | 'leaderboard' | 'urls' | 'config'>): Router {
  const router = new Router();
  const { urls } = deps;
  const rules = new Map(deps.rules.map((r) => [r.id, r]));
  // Analyses stored before a merge name the merged check by its former id.
  for (const r of deps.rules) for (const id of r.formerIds ?? []) rules.set(id, r);
  // These depend only on the rules and the configuration: render them once.
  const checksPage = checksHtml(urls, deps.rules);
  const privacyPage = privacyHtml(urls, deps.config.rateLimits.analysesPerDay, serviceFacts(deps.config, deps.rules.length, API_VERSION).analysisDays);

  router.get(pathOf(urls.leaderboardPage), validate({ query: LEADERBOARD_QUERY }), async (ctx) => {
    const cursor = typeof ctx.query['cursor'] === 'string' ? ctx.query['cursor'] : null;
    const page = await deps.leaderboard.page(LEADERBOARD_PAGE_SIZE, cursor);
    const here = new URL(urls.leaderboardPage);
    if (cursor) here.searchParams.set('cursor', cursor);
    const next = page.nextCursor ? new URL(urls.leaderboardPage) : null;
    next?.searchParams.set('cursor', page.nextCursor!);
    const html = leaderboardHtml({ urls, entries: page.entries, url: here.href, next: next ? pathOf(next.href) : null, first: !cursor });
    // New analyses change the ranking at any time: revalidate on every view.
    htmlPage(ctx, html, 'no-cache');
  });

  router.get(pathOf(urls.checksDocs), (ctx) => htmlPage(ctx, checksPage, 'public, max-age=3600'));
  router.get(pathOf(urls.privacy), (ctx) => htmlPage(ctx, privacyPage, 'public, max-age=3600'));

  router.get('/report/:id', validate({ params: idParams('id') }), async (ctx) => {
    const analysis = await deps.analyses.get(ctx.params['id']!);
    if (!analysis) throw new PagegradeError('not_found', 'No analysis with this id.');
    const s = analysis.summary;
    const html = reportHtml({
      urls,
      analysis,
      rules,
      url: s.reportUrl ?? new URL(ctx.path, urls.base).href,
      badge: s.badgeUrl ? badgeSize(s.score, s.grade) : null,
    });
    // An analysis never changes; only the page around it may, with a new release.
    htmlPage(ctx, html, 'public, max-age=3600');
  });

  router.get('/badge/:file', validate({ params: idParams('file', '\\.svg') }), async (ctx) => {
    const id = ctx.params['file']!.replace(/\.svg$/, '');
    const s = await deps.analyses.summary(id);
    if (!s) throw new PagegradeError('not_found', 'No analysis with this id.');
    // An analysis never changes, so the badge may be cached; a day keeps it cheap to serve.
    sendCached(ctx, 'image/svg+xml', badgeSvg(s.score, s.grade), 'public, max-age=86400');
  });

  return router;
}
