import { DIMENSION_LABELS, type AnalysisSummary, type DimensionKey } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import type { LeaderboardPage } from '../service/leaderboard.ts';
import type { AnalysisStore, LeaderboardRow } from '../store/types.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { normalizeHost } from './query.ts';

const CONTEXT = 'https://schema.org';

export interface FoundSite {
  row: Omit<LeaderboardRow, 'rank'>;
  summary: AnalysisSummary;
}

/**
 * The best analysis of a host: the row the leaderboard shows for it (its best score, the earliest
 * analysis that reached it), under any spelling of the host that normalizes to the same name.
 */
export function findSite(store: AnalysisStore, host: string): FoundSite | null {
  const wanted = normalizeHost(host);
  // Stored hosts are URL host names, lower-case already: these are all that normalize to `wanted`.
  const spellings = [wanted, `${wanted}.`, `www.${wanted}`, `www.${wanted}.`].filter((h) => normalizeHost(h) === wanted);
  const row = store.leaderboardSite(spellings);
  const summary = row && store.summary(row.analysisId);
  return row && summary ? { row, summary } : null;
}

function rating(value: number, grade: string, name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { '@type': 'Rating', name, ratingValue: value, bestRating: 100, worstRating: 0, ratingExplanation: `Grade ${grade}`, ...extra };
}

/** A site's best analysis as a WebSite with its score (and, per dimension, a Rating). */
export function siteHit({ row, summary }: FoundSite, focus: readonly DimensionKey[], score: number): KnowledgeHit {
  const focused = summary.dimensions.filter((d) => focus.includes(d.key));
  const others = summary.dimensions.filter((d) => !focus.includes(d.key));
  const day = row.createdAt.slice(0, 10);
  const text = [
    `${row.host} scores ${summary.score}/100 (grade ${summary.grade}) in its best analysis (${day}).`,
    ...focused.map((d) => `${d.label}: ${d.score}/100 (grade ${d.grade}). ${d.summary}`),
    `${focused.length ? 'Other dimensions' : 'Dimensions'}: ${others.map((d) => `${d.label} ${d.score} (${d.grade})`).join(', ')}.`,
    ...(summary.caps.length ? [`Capped by ${summary.caps.map((c) => `${c.check} (max ${c.max})`).join(', ')}.`] : []),
  ].join(' ');
  const url = summary.reportUrl ?? row.url;
  return {
    kind: 'site',
    id: row.analysisId,
    title: `${row.name} — ${summary.score}/100 (${summary.grade})`,
    url,
    text,
    score,
    schemaObject: {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': row.url,
      name: row.name,
      url: row.url,
      aggregateRating: { ...rating(summary.score, summary.grade, 'pagegrade score'), '@type': 'AggregateRating', ratingCount: 1 },
      review: {
        '@type': 'Review',
        name: `pagegrade analysis of ${row.host}`,
        url,
        datePublished: row.createdAt,
        author: { '@type': 'Organization', name: 'pagegrade' },
        reviewRating: rating(summary.score, summary.grade, 'overall'),
        reviewBody: summary.scoringNote,
      },
      additionalProperty: summary.dimensions.map((d) => ({
        '@type': 'PropertyValue',
        propertyID: d.key,
        name: DIMENSION_LABELS[d.key],
        value: d.score,
        description: d.summary,
        valueReference: rating(d.score, d.grade, DIMENSION_LABELS[d.key]),
      })),
    },
  };
}

/** The first leaderboard page as one ItemList of the sites, best first. */
export function leaderboardHit(page: LeaderboardPage, urls: ServiceUrls, score: number): KnowledgeHit {
  const text = page.entries.length
    ? `The best-scoring analysed sites: ${page.entries.map((e) => `${e.rank}. ${e.name} ${e.score} (${e.grade})`).join(', ')}.`
    : 'No site has been analysed yet, so the leaderboard is empty.';
  return {
    kind: 'leaderboard',
    id: 'leaderboard',
    title: 'pagegrade leaderboard',
    url: urls.leaderboardPage,
    text,
    score,
    schemaObject: {
      '@context': CONTEXT,
      '@type': 'ItemList',
      '@id': urls.leaderboardPage,
      name: 'pagegrade leaderboard',
      url: urls.leaderboardPage,
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: page.entries.length,
      itemListElement: page.entries.map((e) => ({
        '@type': 'ListItem',
        position: e.rank,
        name: e.name,
        url: e.reportUrl,
        item: { '@type': 'WebSite', '@id': e.url, name: e.name, url: e.url, aggregateRating: { '@type': 'AggregateRating', name: 'pagegrade score', ratingValue: e.score, bestRating: 100, worstRating: 0, ratingCount: 1, ratingExplanation: `Grade ${e.grade}` } },
      })),
    },
  };
}
