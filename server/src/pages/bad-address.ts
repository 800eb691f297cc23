import type { ServiceUrls } from '../discovery/urls.ts';
import { errorPageHtml } from './error-page.ts';
import { escapeHtml, pathOf } from './layout.ts';

/**
 * The page a browser gets for a website address whose parameters its page does not take (a
 * leaderboard cursor that was altered, a search of more than 200 characters): what was wrong, in
 * the validation's words, and ways back into the site.
 */
export function badAddressHtml(urls: ServiceUrls, path: string, message: string): string {
  return errorPageHtml(urls, path, message, {
    title: 'Address not understood — pagegrade',
    description: 'Part of this address is not what its page on pagegrade takes.',
    heading: 'This address cannot be shown',
    lead: 'Part of the address is not what this page takes: it may have been cut short or changed on its way here.',
    links: [
      `<a href="${escapeHtml(path)}">The same page</a> without its parameters`,
      `<a href="${escapeHtml(pathOf(urls.home))}">Analyze a page</a>`,
      `<a href="${escapeHtml(pathOf(urls.leaderboardPage))}">The leaderboard</a> and <a href="${escapeHtml(pathOf(urls.checksDocs))}">the check catalogue</a>`,
    ],
  });
}
