import type { ServiceUrls } from '../discovery/urls.ts';
import type { LeaderboardEntry } from '../service/leaderboard.ts';
import { gradeClass } from './grades.ts';
import { escapeHtml, pathOf, renderPage } from './layout.ts';

export interface LeaderboardView {
  urls: ServiceUrls;
  entries: LeaderboardEntry[];
  /** The page's own absolute URL (the first page, or one further page of the ranking). */
  url: string;
  /** The next page's path, when there are more entries. */
  next: string | null;
  first: boolean;
}

export function leaderboardHtml(v: LeaderboardView): string {
  const { urls, entries } = v;
  const more = v.next ? `<p><a href="${escapeHtml(v.next)}" rel="next">Next ${entries.length} sites</a></p>` : '';
  const again = v.first ? '' : `<p><a href="${escapeHtml(pathOf(urls.leaderboardPage))}">Back to the top of the ranking</a></p>`;
  const rows = entries
    .map(
      (e) =>
        `<tr><td class="num">${e.rank}</td><td><a href="${escapeHtml(pathOf(e.reportUrl))}">${escapeHtml(e.name)}</a><span class="url">${escapeHtml(e.url)}</span></td><td class="num">${e.score}</td><td><span class="grade ${gradeClass(e.grade)}">${escapeHtml(e.grade)}</span></td></tr>`,
    )
    .join('\n');
  const table = entries.length
    ? `<div class="table-scroll">
<table>
<caption>${v.first ? `The ${entries.length === 1 ? 'best site' : `${entries.length} best sites`}` : `Ranks ${entries[0]?.rank} to ${entries.at(-1)?.rank}`}, best first</caption>
<thead><tr><th scope="col" class="num">Rank</th><th scope="col">Site</th><th scope="col" class="num">Score</th><th scope="col">Grade</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
${more}${again}`
    : `<p>No site has been analyzed yet. <a href="${escapeHtml(pathOf(urls.home))}">Analyze the first one</a>.</p>`;
  const main = `<h1>Leaderboard</h1>
<p class="lead">These are the best-scoring sites analyzed with pagegrade. Each site appears once, with its best analysis, ranked by overall score; each name links to the full report with every check, what it found and how to fix it.</p>
${table}
<h2>How the ranking works</h2>
<p>A site is its host name: every page analyzed on the same host competes for one place, and the best score counts. When two sites have the same score, the one that reached it first ranks higher. Scores use the same demanding curve as every report: 70 is a good site and 90 or more is exceptional, so a place near the top is hard to earn.</p>
<p>The ranking only shows what was analyzed. Sandbox and dry-run analyses never enter it, and a site that improves climbs as soon as a new analysis scores higher than its old best.</p>
<h2>Get a site on the board</h2>
<p><a href="${escapeHtml(pathOf(urls.home))}">Analyze a page</a> of the site; the result joins the ranking at once. Programs can read the same ranking from the <a href="${escapeHtml(pathOf(urls.leaderboardApi))}">leaderboard API</a>, which pages through all entries.</p>`;
  return renderPage(
    urls,
    {
      title: 'Leaderboard — the best-graded sites on pagegrade',
      description: 'The best-scoring sites analyzed with pagegrade, each with its best analysis, ranked by overall score from 0 to 100 with a grade from A+ to F.',
      url: v.url,
      current: 'leaderboard',
      graph: [
        {
          '@type': 'CollectionPage',
          '@id': `${v.url}#webpage`,
          url: v.url,
          name: 'pagegrade leaderboard',
          inLanguage: 'en',
          isPartOf: { '@id': `${urls.home}#website` },
          mainEntity: {
            '@type': 'ItemList',
            itemListOrder: 'https://schema.org/ItemListOrderDescending',
            numberOfItems: entries.length,
            itemListElement: entries.map((e) => ({ '@type': 'ListItem', position: e.rank, url: e.reportUrl, name: e.name })),
          },
        },
      ],
    },
    main,
  );
}
