import { DIMENSION_LABELS, type AnalysisSummary, type DimensionKey } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import type { LeaderboardPage } from '../service/leaderboard.ts';
import type { AnalysisStore, LeaderboardRow, PageAnalysis } from '../store/types.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { normalizeHost } from './query.ts';
import { cleanUrl } from '../privacy/public-url.ts';

const CONTEXT = 'https://schema.org';

export interface FoundSite {
  row: Omit<LeaderboardRow, 'rank'>;
  summary: AnalysisSummary;
}

/**
 * The best analysis of a host: the row the leaderboard shows for it (its best score, the earliest
 * analysis that reached it), under any spelling of the host that normalizes to the same name.
 */
export async function findSite(store: AnalysisStore, host: string): Promise<FoundSite | null> {
  const wanted = normalizeHost(host);
  // Stored hosts are URL host names, lower-case already: these are all that normalize to `wanted`.
  const spellings = [wanted, `${wanted}.`, `www.${wanted}`, `www.${wanted}.`].filter((h) => normalizeHost(h) === wanted);
  const row = await store.leaderboardSite(spellings);
  const summary = row && (await store.summary(row.analysisId));
  return row && summary ? { row, summary } : null;
}

export interface FoundPage {
  page: PageAnalysis;
  summary: AnalysisSummary;
}

/**
 * The spellings of one page's address that lead to the same analyses: either scheme, with and
 * without `www.`, with and without a trailing slash.
 */
export function pageSpellings(page: string): string[] {
  // Addresses are stored in their public form: an address asked about is looked up in it too.
  const url = new URL(cleanUrl(page).url);
  const host = normalizeHost(url.hostname);
  const out = new Set<string>();
  for (const scheme of ['https:', 'http:']) {
    for (const h of [host, `www.${host}`]) {
      const u = new URL(url.href);
      u.protocol = scheme;
      u.hostname = h;
      out.add(u.href);
      if (u.pathname !== '/') {
        u.pathname = u.pathname.endsWith('/') ? u.pathname.slice(0, -1) : `${u.pathname}/`;
        out.add(u.href);
      }
    }
  }
  return [...out];
}

/** The most recent analysis of a page, under any spelling of its address; null when there is none. */
export async function findPage(store: AnalysisStore, page: string): Promise<FoundPage | null> {
  const found = await store.latestOfPage(pageSpellings(page));
  const summary = found && (await store.summary(found.analysisId));
  return found && summary ? { page: found, summary } : null;
}

/** A page's latest analysis as a WebPage with its score (and, per dimension, a Rating), part of its site. */
export function pageHit({ page, summary }: FoundPage, focus: readonly DimensionKey[], score: number): KnowledgeHit {
  const hit = analysisHit(summary, { id: page.analysisId, name: page.name, host: page.host, url: summary.url, createdAt: page.createdAt }, focus, score, 'page');
  return { ...hit, schemaObject: { ...hit.schemaObject, isPartOf: { '@type': 'WebSite', name: page.name, url: new URL('/', summary.url).href } } };
}

function rating(value: number, grade: string, name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { '@type': 'Rating', name, ratingValue: value, bestRating: 100, worstRating: 0, ratingExplanation: `Grade ${grade}`, ...extra };
}

/** A site's best analysis as a WebSite with its score (and, per dimension, a Rating). */
export function siteHit({ row, summary }: FoundSite, focus: readonly DimensionKey[], score: number): KnowledgeHit {
  return analysisHit(summary, { id: row.analysisId, name: row.name, host: row.host, url: row.url, createdAt: row.createdAt }, focus, score, 'site');
}

/** The first fixes of the analysis's plan, in its order, with what each adds and the score they lead to. */
function firstFixes(summary: AnalysisSummary): string[] {
  const first = summary.topIssues.slice(0, 3);
  if (first.length === 0) return [];
  const last = first[first.length - 1]!.plan;
  const items = first.map((i) => (i.plan ? `${i.title} (+${i.plan.overall})` : i.title));
  return [`Fix first: ${items.join('; ')}${last ? ` — together ${summary.score} → ${last.score} (${last.grade})` : ''}.`];
}

/** One analysis as a result: of a site (its best, a WebSite) or of a page (its latest, a WebPage). */
function analysisHit(
  summary: AnalysisSummary,
  about: { id: string; name: string; host: string; url: string; createdAt: string },
  focus: readonly DimensionKey[],
  score: number,
  kind: 'site' | 'page',
): KnowledgeHit {
  const focused = summary.dimensions.filter((d) => focus.includes(d.key));
  const others = summary.dimensions.filter((d) => !focus.includes(d.key));
  const day = about.createdAt.slice(0, 10);
  const text = [
    kind === 'site' ? `${about.host} scores ${summary.score}/100 (grade ${summary.grade}) in its best analysis (${day}).` : `${about.url} scores ${summary.score}/100 (grade ${summary.grade}) in its latest analysis (${day}).`,
    ...focused.map((d) => `${d.label}: ${d.score}/100 (grade ${d.grade}). ${d.summary}`),
    `${focused.length ? 'Other dimensions' : 'Dimensions'}: ${others.map((d) => `${d.label} ${d.score} (${d.grade})`).join(', ')}.`,
    ...(summary.caps.length ? [`Capped by ${summary.caps.map((c) => `${c.check} (max ${c.max})`).join(', ')}.`] : []),
    ...firstFixes(summary),
  ].join(' ');
  const url = summary.reportUrl ?? about.url;
  return {
    kind,
    id: about.id,
    title: `${kind === 'site' ? about.name : about.url} — ${summary.score}/100 (${summary.grade})`,
    url,
    text,
    score,
    schemaObject: {
      '@context': CONTEXT,
      '@type': kind === 'site' ? 'WebSite' : 'WebPage',
      '@id': about.url,
      name: kind === 'site' ? about.name : (summary.title ?? about.url),
      url: about.url,
      aggregateRating: { ...rating(summary.score, summary.grade, 'pagegrade score'), '@type': 'AggregateRating', ratingCount: 1 },
      review: {
        '@type': 'Review',
        name: `pagegrade analysis of ${kind === 'site' ? about.host : about.url}`,
        url,
        datePublished: about.createdAt,
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
