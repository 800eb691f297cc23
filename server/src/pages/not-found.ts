import type { ServiceUrls } from '../discovery/urls.ts';
import { errorPageHtml } from './error-page.ts';
import { escapeHtml, pathOf } from './layout.ts';

/** The page a browser gets for an address that has nothing: what happened and ways back into the site. */
export function notFoundHtml(urls: ServiceUrls, path: string, message: string): string {
  const report = path.startsWith('/report/');
  return errorPageHtml(urls, path, message, {
    title: 'Page not found — pagegrade',
    description: 'There is nothing at this address on pagegrade. Analyze a page, see the leaderboard or read how pages are graded.',
    heading: 'Page not found',
    lead: report ? 'There is no report at this address. Reports are kept for a while after they are made, then removed unless they are the best of their site.' : 'There is nothing at this address.',
    links: [
      `<a href="${escapeHtml(pathOf(urls.home))}">Analyze a page</a>${report ? ' again for a new report' : ''}`,
      `<a href="${escapeHtml(pathOf(urls.leaderboardPage))}">The leaderboard</a> of the best-scoring sites, with their reports`,
      `<a href="${escapeHtml(pathOf(urls.checksDocs))}">The check catalogue</a> and <a href="${escapeHtml(pathOf(urls.scoringDocs))}">how scores are computed</a>`,
    ],
  });
}
