import Router from '@koa/router';
import type { Context } from 'koa';
import { DIMENSIONS, PagegradeError, catalogue, formerIdMap, scoringMeta } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { validQuery } from '../http/validate.ts';
import { validateOperation } from '../http/validate-operation.ts';
import { sendCached } from '../http/cached.ts';
import { badgeSize, badgeSvg } from '../pages/badge.ts';
import { checkHtml, checkSearchHtml, checksIndexHtml, dimensionChecksHtml } from '../pages/checks.ts';
import { checkDocsUrl } from '../search/documents.ts';
import { leaderboardHtml } from '../pages/leaderboard.ts';
import { pathOf } from '../pages/layout.ts';
import { privacyHtml } from '../pages/privacy.ts';
import { reportHtml } from '../pages/report.ts';
import { reportFilter } from '../pages/report-nav.ts';
import { evidenceView } from '../pages/evidence.ts';
import { reportImagePath, sendReportImage } from './report-images.ts';
import { serviceFacts } from '../discovery/facts.ts';
import { API_VERSION } from './api.ts';
import type { ServiceUrls } from '../discovery/urls.ts';

export { escapeHtml } from '../pages/layout.ts';
export { badgeSvg } from '../pages/badge.ts';
export { gradeColour } from '../pages/grades.ts';

/** Analyses of a page, and of its site, a report shows in its history. */
const HISTORY_LENGTH = 20;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** The badge of a site's latest analysis. */
export function siteBadgeUrl(urls: ServiceUrls, host: string): string {
  return `${urls.base}/badge/site/${encodeURIComponent(host)}.svg`;
}

/** How many sites one leaderboard page shows; further pages follow the signed cursor. */
const LEADERBOARD_PAGE_SIZE = 50;

/** How many results the catalogue's search lists. */
const SEARCH_RESULTS = 30;

/** Answers with an HTML page, its cache policy and an ETag (304 when the client has it). */
export function htmlPage(ctx: Context, html: string, cacheControl: string): void {
  sendCached(ctx, 'text/html; charset=utf-8', html, cacheControl);
}

/** The website's pages: reports, the leaderboard, the check catalogue, privacy, and badges. */
export function pagesRouter(deps: Pick<RouteDeps, 'analyses' | 'rules' | 'leaderboard' | 'urls' | 'config' | 'knowledge'> & { emailForm?: (id: string) => string }): Router {
  const router = new Router();
  const { urls } = deps;
  const rules = new Map(deps.rules.map((r) => [r.id, r]));
  // Analyses stored before a merge name the merged check by its former id.
  for (const r of deps.rules) for (const id of r.formerIds ?? []) rules.set(id, r);
  // These depend only on the rules and the configuration: render them once.
  const entries = catalogue(deps.rules);
  const checksPage = checksIndexHtml(urls, entries);
  const dimensionPages = new Map<string, string>(DIMENSIONS.map((d) => [d, dimensionChecksHtml(urls, d, entries)]));
  const checkPages = new Map(entries.map((e) => [e.id, checkHtml(urls, e)]));
  const successors = formerIdMap(deps.rules);
  const privacyPage = privacyHtml(urls, deps.config.rateLimits.analysesPerDay, serviceFacts(deps.config, deps.rules.length, API_VERSION).analysisDays, deps.config.mail);

  router.get(pathOf(urls.leaderboardPage), validateOperation('getLeaderboardPage'), async (ctx) => {
    const cursor = validQuery<{ cursor?: string }>(ctx).cursor ?? null;
    const page = await deps.leaderboard.page(LEADERBOARD_PAGE_SIZE, cursor);
    const here = new URL(urls.leaderboardPage);
    if (cursor) here.searchParams.set('cursor', cursor);
    const next = page.nextCursor ? new URL(urls.leaderboardPage) : null;
    next?.searchParams.set('cursor', page.nextCursor!);
    const html = leaderboardHtml({ urls, entries: page.entries, url: here.href, next: next ? pathOf(next.href) : null, first: !cursor });
    // New analyses change the ranking at any time: revalidate on every view.
    htmlPage(ctx, html, 'no-cache');
  });

  // The catalogue's index, or with ?q= the answer to its search form.
  router.get(pathOf(urls.checksDocs), validateOperation('getCheckCatalogue'), (ctx) => {
    const q = validQuery<{ q?: string }>(ctx).q?.trim() ?? '';
    if (!q) return htmlPage(ctx, checksPage, 'public, max-age=3600');
    htmlPage(ctx, checkSearchHtml(urls, q, deps.knowledge.searchDocs(q, SEARCH_RESULTS)), 'public, max-age=3600');
  });
  router.get(`${pathOf(urls.checksDocs)}/:dimension`, validateOperation('getDimensionChecksPage'), (ctx) => {
    const html = dimensionPages.get(ctx.params['dimension']!);
    if (!html) throw new PagegradeError('not_found', `No dimension is called ${ctx.params['dimension']}; there are ${DIMENSIONS.join(', ')}.`);
    htmlPage(ctx, html, 'public, max-age=3600');
  });
  router.get(`${pathOf(urls.checksDocs)}/:group/:name`, validateOperation('getCheckPage'), (ctx) => {
    const id = `${ctx.params['group']}/${ctx.params['name']}`;
    const html = checkPages.get(id);
    if (html) return htmlPage(ctx, html, 'public, max-age=3600');
    // A check merged into another answers at its successor's page.
    const now = successors.get(id);
    if (!now) throw new PagegradeError('not_found', `No check has the id ${id}.`);
    ctx.status = 301;
    ctx.redirect(pathOf(checkDocsUrl(urls, now)));
  });
  router.get(pathOf(urls.privacy), (ctx) => htmlPage(ctx, privacyPage, 'public, max-age=3600'));

  const meta = scoringMeta(deps.rules);

  // A report, and its two downloads: the result as JSON and the fetch record as HAR.
  router.get('/report/:id', validateOperation('getReportPage'), async (ctx) => {
    const [, id, ext] = /^(.*?)(\.json|\.har)?$/.exec(ctx.params['id']!)!;
    const analysis = await deps.analyses.get(id!);
    if (!analysis) throw new PagegradeError('not_found', 'No analysis with this id.');
    const s = analysis.summary;
    if (ext === '.json') {
      ctx.set('Content-Disposition', `attachment; filename="pagegrade-${id}.json"`);
      sendCached(ctx, 'application/json; charset=utf-8', JSON.stringify({ summary: s, checks: analysis.checks }), 'public, max-age=3600');
      return;
    }
    const har = await deps.analyses.har(id!);
    if (ext === '.har') {
      if (!har) throw new PagegradeError('not_found', 'This analysis was stored before snapshots were kept: it has no HAR.');
      ctx.set('Content-Disposition', `attachment; filename="pagegrade-${id}.har"`);
      sendCached(ctx, 'application/json; charset=utf-8', har, 'public, max-age=3600');
      return;
    }
    const host = hostOf(s.url);
    const evidence = s.mode === 'rendered' ? await deps.analyses.evidence(id!) : null;
    const html = reportHtml({
      urls,
      analysis,
      rules,
      meta,
      url: s.reportUrl ?? new URL(ctx.path, urls.base).href,
      badge: s.badgeUrl ? badgeSize(s.score, s.grade) : null,
      har,
      history: await deps.analyses.pageHistory(s.url, HISTORY_LENGTH),
      siteHistory: host ? await deps.analyses.siteHistory(host, HISTORY_LENGTH) : [],
      siteBadgeUrl: host ? siteBadgeUrl(urls, host) : null,
      emailForm: deps.emailForm?.(id!) ?? '',
      filter: reportFilter(validQuery(ctx)),
      evidence: evidenceView(evidence, { screenshot: reportImagePath(id!, 'screenshot'), thumbnails: reportImagePath(id!, 'thumbnails') }),
    });
    // The analysis never changes, but its site's history does: a short life, then revalidate.
    htmlPage(ctx, html, 'public, max-age=300');
  });

  router.get('/report/:id/screenshot.jpg', validateOperation('getReportScreenshot'), (ctx) => sendReportImage(ctx, deps.analyses, ctx.params['id']!, 'screenshot'));
  router.get('/report/:id/thumbnails.jpg', validateOperation('getReportThumbnails'), (ctx) => sendReportImage(ctx, deps.analyses, ctx.params['id']!, 'thumbnails'));

  router.get('/badge/:file', validateOperation('getBadge'), async (ctx) => {
    const id = ctx.params['file']!.replace(/\.svg$/, '');
    const s = await deps.analyses.summary(id);
    if (!s) throw new PagegradeError('not_found', 'No analysis with this id.');
    // An analysis never changes, so the badge may be cached; a day keeps it cheap to serve.
    sendCached(ctx, 'image/svg+xml', badgeSvg(s.score, s.grade), 'public, max-age=86400');
  });

  // A site's badge follows its latest analysis.
  router.get('/badge/site/:file', validateOperation('getSiteBadge'), async (ctx) => {
    const host = ctx.params['file']!.replace(/\.svg$/, '').toLowerCase();
    const latest = (await deps.analyses.siteHistory(host, 1))[0];
    if (!latest) throw new PagegradeError('not_found', `No analysis of ${host} is kept.`);
    // It changes with every new analysis of the site: kept briefly, revalidated by its ETag.
    sendCached(ctx, 'image/svg+xml', badgeSvg(latest.score, latest.grade), 'public, max-age=300');
  });

  return router;
}
