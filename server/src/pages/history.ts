import type { SiteAnalysis } from '../store/types.ts';
import { escapeHtml } from './layout.ts';

const W = 320;
const H = 120;
const PAD = 24;

/**
 * A site's scores over time as an inline SVG line chart (oldest on the left), drawn on the server
 * so the page needs no script. Points are evenly spaced by analysis, not by date: analyses come
 * in bursts, and the question is how each one compared with the one before. The chart has a text
 * alternative; the list beside it carries every value.
 */
export function historyChart(history: readonly SiteAnalysis[]): string {
  const points = [...history].reverse();
  if (points.length < 2) return '';
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (score: number) => H - PAD / 2 - (score / 100) * (H - PAD);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.score).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points.at(-1)!;
  const label = `Scores of the last ${points.length} analyses, from ${first.score} on ${first.createdAt.slice(0, 10)} to ${last.score} on ${last.createdAt.slice(0, 10)}.`;
  const grid = [0, 50, 100]
    .map((v) => `<line class="chart-grid" x1="${PAD}" x2="${W - PAD}" y1="${y(v)}" y2="${y(v)}"/><text class="chart-label" x="${PAD - 4}" y="${y(v) + 4}" text-anchor="end">${v}</text>`)
    .join('');
  const dots = points.map((p, i) => `<circle class="chart-dot" cx="${x(i).toFixed(1)}" cy="${y(p.score).toFixed(1)}" r="3"/>`).join('');
  return `<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(label)}">${grid}<path class="chart-line" d="${path}"/>${dots}</svg>`;
}
