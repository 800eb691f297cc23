import type { SiteAnalysis } from '../store/types.ts';
import { escapeHtml } from './layout.ts';

const W = 640;
const H = 220;
const LEFT = 36;
const RIGHT = 16;
const TOP = 20;
const BOTTOM = 40;
/** Value labels closer than this (px) to the last one drawn are left out: the table has them all. */
const LABEL_GAP = 26;

export interface HistoryChartInput {
  /** The page's analyses, newest first (the one shown among them). */
  page: readonly SiteAnalysis[];
  /** The site's analyses (every page of its host), newest first; drawn when it has other pages. */
  site: readonly SiteAnalysis[];
  /** The analysis the report shows. */
  current: string;
}

function day(iso: string): string {
  return iso.slice(0, 10);
}

/** Whether the site's analyses are about more than this page: only then is its series worth drawing. */
export function siteHasOtherPages(input: HistoryChartInput): boolean {
  const url = input.page[0]?.url;
  return input.site.some((s) => s.url !== url);
}

/**
 * A page's scores over time as an inline SVG chart, drawn on the server so the report needs no
 * script: the x axis is time, with dates, each point labelled with its score (where labels would
 * overlap, some are left to the table), and the site's analyses of every page as a second, dashed
 * series when the site has other pages. The SVG has a title and a description, and the table that
 * follows carries every value.
 */
export function historyChart(input: HistoryChartInput): string {
  const page = [...input.page].reverse();
  const site = siteHasOtherPages(input) ? [...input.site].reverse() : [];
  if (page.length < 2 && site.length < 2) return '';
  const all = [...page, ...site].map((p) => Date.parse(p.createdAt));
  const t0 = Math.min(...all);
  const t1 = Math.max(...all);
  const span = t1 - t0;
  const x = (iso: string) => (span === 0 ? (LEFT + W - RIGHT) / 2 : LEFT + ((Date.parse(iso) - t0) * (W - LEFT - RIGHT)) / span);
  const y = (score: number) => TOP + ((100 - score) * (H - TOP - BOTTOM)) / 100;
  const line = (points: readonly SiteAnalysis[]) => points.map((p, i) => `${i ? 'L' : 'M'}${x(p.createdAt).toFixed(1)} ${y(p.score).toFixed(1)}`).join(' ');

  const grid = [0, 25, 50, 75, 100]
    .map((v) => `<line class="chart-grid" x1="${LEFT}" x2="${W - RIGHT}" y1="${y(v)}" y2="${y(v)}"/><text class="chart-label" x="${LEFT - 6}" y="${y(v) + 4}" text-anchor="end">${v}</text>`)
    .join('');
  // Dates on the axis: the first and the last, and one between when they are days apart.
  const ticks = span === 0 ? [t0] : span >= 2 * 86_400_000 ? [t0, t0 + span / 2, t1] : [t0, t1];
  const axis = ticks
    .map((t, i) => {
      const iso = new Date(t).toISOString();
      const anchor = ticks.length === 1 ? 'middle' : i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle';
      const tx = x(iso);
      return `<line class="chart-grid" x1="${tx.toFixed(1)}" x2="${tx.toFixed(1)}" y1="${H - BOTTOM}" y2="${H - BOTTOM + 5}"/><text class="chart-label" x="${tx.toFixed(1)}" y="${H - BOTTOM + 20}" text-anchor="${anchor}">${day(iso)}</text>`;
    })
    .join('');

  let lastLabel = Number.NEGATIVE_INFINITY;
  const dots = page
    .map((p, i) => {
      const cx = x(p.createdAt);
      const cy = y(p.score);
      const self = p.analysisId === input.current;
      const labelled = self || i === page.length - 1 || cx - lastLabel >= LABEL_GAP;
      if (labelled) lastLabel = cx;
      const label = labelled ? `<text class="chart-value" x="${cx.toFixed(1)}" y="${(cy - 8).toFixed(1)}" text-anchor="middle">${p.score}</text>` : '';
      return `<circle class="chart-dot${self ? ' chart-dot-current' : ''}" cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${self ? 5 : 3.5}"/>${label}`;
    })
    .join('');
  const siteDots = site.map((p) => `<circle class="chart-dot-site" cx="${x(p.createdAt).toFixed(1)}" cy="${y(p.score).toFixed(1)}" r="2.5"/>`).join('');
  const legend = site.length
    ? `<g class="chart-legend"><line class="chart-line" x1="${LEFT}" x2="${LEFT + 24}" y1="${H - 8}" y2="${H - 8}"/><text class="chart-label" x="${LEFT + 30}" y="${H - 4}">this page</text><line class="chart-line-site" x1="${LEFT + 120}" x2="${LEFT + 144}" y1="${H - 8}" y2="${H - 8}"/><text class="chart-label" x="${LEFT + 150}" y="${H - 4}">every page of the site</text></g>`
    : '';

  const first = page[0];
  const last = page.at(-1);
  const title = site.length ? 'Scores of this page and of the whole site over time' : 'Scores of this page over time';
  const desc = [
    first && last ? `This page: ${page.length === 1 ? `one analysis, ${last.score} on ${day(last.createdAt)}` : `${page.length} analyses, from ${first.score} on ${day(first.createdAt)} to ${last.score} on ${day(last.createdAt)}`}.` : '',
    site.length ? `The site (every page of its host): ${site.length} analyses, from ${site[0]!.score} on ${day(site[0]!.createdAt)} to ${site.at(-1)!.score} on ${day(site.at(-1)!.createdAt)}.` : '',
    'The table below lists every value.',
  ]
    .filter(Boolean)
    .join(' ');
  return `<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="history-chart-title history-chart-desc"><title id="history-chart-title">${escapeHtml(title)}</title><desc id="history-chart-desc">${escapeHtml(desc)}</desc>${grid}${axis}${site.length >= 2 ? `<path class="chart-line-site" d="${line(site)}"/>` : ''}${siteDots}${page.length >= 2 ? `<path class="chart-line" d="${line(page)}"/>` : ''}${dots}${legend}</svg>`;
}

/** Every analysis of the chart as a table, newest first: the chart's text alternative. */
export function historyTable(input: HistoryChartInput, reportPath: (id: string) => string): string {
  const withSite = siteHasOtherPages(input);
  const rows = (withSite ? input.site : input.page)
    .map((h) => {
      const self = h.analysisId === input.current;
      const date = `<time datetime="${escapeHtml(h.createdAt)}">${escapeHtml(h.createdAt.slice(0, 16).replace('T', ' '))} UTC</time>`;
      const link = self ? '<strong>this report</strong>' : `<a href="${escapeHtml(reportPath(h.analysisId))}">report</a>`;
      return `<tr><td>${date}</td><td>${h.score}</td><td>${escapeHtml(h.grade)}</td>${withSite ? `<td class="url-inline">${escapeHtml(h.url)}</td>` : ''}<td>${link}</td></tr>`;
    })
    .join('\n');
  const caption = withSite ? 'Analyses of the site kept here, newest first' : 'Analyses of this page kept here, newest first';
  return `<div class="table-scroll"><table class="history">
<caption>${caption}</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Score</th><th scope="col">Grade</th>${withSite ? '<th scope="col">Page</th>' : ''}<th scope="col">Report</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
}
