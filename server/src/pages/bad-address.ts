import type { ServiceUrls } from '../discovery/urls.ts';
import { escapeHtml, pathOf, renderPage } from './layout.ts';

/**
 * The page a browser gets for a website address whose parameters its page does not take (a
 * leaderboard cursor that was altered, a search of more than 200 characters): what was wrong, in
 * the validation's words, and ways back into the site.
 */
export function badAddressHtml(urls: ServiceUrls, path: string, message: string): string {
  const main = `<h1>This address cannot be shown</h1>
<p class="lead">Part of the address is not what this page takes: it may have been cut short or changed on its way here.</p>
<p class="muted">${escapeHtml(message)}</p>
<h2>Where to go from here</h2>
<ul>
<li><a href="${escapeHtml(path)}">The same page</a> without its parameters</li>
<li><a href="${escapeHtml(pathOf(urls.home))}">Analyze a page</a></li>
<li><a href="${escapeHtml(pathOf(urls.leaderboardPage))}">The leaderboard</a> and <a href="${escapeHtml(pathOf(urls.checksDocs))}">the check catalogue</a></li>
</ul>`;
  return renderPage(
    urls,
    {
      title: 'Address not understood — pagegrade',
      description: 'Part of this address is not what its page on pagegrade takes.',
      url: new URL(path, urls.base).href,
      current: null,
      graph: [],
    },
    main,
  );
}
