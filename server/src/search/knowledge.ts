import MiniSearch from 'minisearch';
import { DIMENSIONS, IMPACT_WEIGHT, catalogue, formerIdMap, type CatalogueEntry, type DimensionKey } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { checkMarkdown } from './check-markdown.ts';
import { checkEntry, checkDocsUrl, dimensionEntry, readDoc, scoringSectionEntries, type StaticEntry } from './documents.ts';
import { beyondSite, parseQuery, resolveFollowUp, type ParsedQuery } from './query.ts';
import { findPage, findSite, leaderboardHit, pageHit, siteHit } from './sites.ts';
import { dimensionTerms, processTerm, tokenize } from './text.ts';

/** One thing the service knows about: a check, a section of the docs, an analysed site, the leaderboard. */
export interface KnowledgeHit {
  kind: 'check' | 'doc' | 'site' | 'page' | 'leaderboard';
  /** Stable id: the check id, `doc:<slug>`, the analysis id, or `leaderboard`. */
  id: string;
  title: string;
  url: string;
  /** Plain-text description of the hit. */
  text: string;
  score: number;
  /** The hit as a schema.org object (DefinedTerm/TechArticle, WebSite with Rating, ItemList…). */
  schemaObject: Record<string, unknown>;
}

/** An answer to a question: the hits, and a note when the question could not be answered as asked. */
export interface Answer {
  hits: KnowledgeHit[];
  /** Says why nothing (or less than asked) was found and what to do, e.g. that a site was never analysed. */
  message: string | null;
}

export interface AskOptions {
  limit: number;
  /** A site (host or URL) the question is about, as NLWeb's `site` parameter. */
  site?: string;
  /** Earlier questions of the conversation, oldest first; used only to complete follow-ups. */
  prev?: readonly string[];
}

/** The relevance an answer found by a rule (check id, site, leaderboard, dimension) gets: the top. */
const RULE_SCORE = 100;
/** How many leaderboard entries a "which sites score best?" answer lists unless it says "top N". */
const LEADERBOARD_SIZE = 10;

function byScoreThenId(a: { score: number; id: string }, b: { score: number; id: string }): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Deterministic retrieval over the check catalogue, the scoring documentation, stored analyses and
 * the leaderboard. Shared by /ask and the documentation tool server.
 *
 * The static part (checks, docs/scoring.md sections, one "how is <dimension> scored" article per
 * dimension) is indexed once with BM25+; sites and the leaderboard are read from the store at
 * question time, so answers follow new analyses without a rebuild.
 */
export class Knowledge {
  private readonly deps: Pick<RouteDeps, 'rules' | 'urls' | 'analyses' | 'leaderboard'>;
  private readonly checks: Map<string, CatalogueEntry>;
  /** Former ids of merged checks → the check that answers for them now. */
  private readonly formerIds: Map<string, string>;
  private readonly entries: Map<string, StaticEntry>;
  private readonly index: MiniSearch<StaticEntry>;
  private readonly docs: Record<'scoring' | 'checks', string>;

  constructor(deps: Pick<RouteDeps, 'rules' | 'urls' | 'analyses' | 'leaderboard'>) {
    this.deps = deps;
    const cat = catalogue(deps.rules);
    this.checks = new Map(cat.map((e) => [e.id, e]));
    this.formerIds = formerIdMap(deps.rules);
    this.docs = { scoring: readDoc('scoring'), checks: readDoc('checks') };
    const all: StaticEntry[] = [
      ...DIMENSIONS.map((d) => dimensionEntry(d, cat, deps.urls)),
      ...scoringSectionEntries(this.docs.scoring, deps.urls),
      ...cat.map((e) => checkEntry(e, deps.urls)),
    ];
    this.entries = new Map(all.map((e) => [e.id, e]));
    this.index = new MiniSearch<StaticEntry>({
      fields: ['id', 'title', 'body', 'dimensionTerms', 'tags'],
      storeFields: [],
      tokenize,
      processTerm,
      extractField: (doc, field) => {
        if (field === 'dimensionTerms') return doc.dimension ? dimensionTerms(doc.dimension) : '';
        if (field === 'tags') return doc.kind === 'check' ? this.checks.get(doc.id)!.tags.join(' ') : '';
        return String((doc as unknown as Record<string, unknown>)[field] ?? '');
      },
      searchOptions: { boost: { id: 3, title: 2, tags: 1.5 }, combineWith: 'OR' },
    });
    this.index.addAll(all);
  }

  /** The checks and documentation sections that best match `query`, best first. */
  searchDocs(query: string, limit: number): KnowledgeHit[] {
    const q = parseQuery(query, this.checkId);
    return this.staticAnswer(q, query, limit);
  }

  /** Everything (docs, checks, sites, leaderboard) that answers `query`, best first. */
  async ask(query: string, options: { limit: number; site?: string }): Promise<KnowledgeHit[]> {
    return (await this.answer(query, options)).hits;
  }

  /** Like `ask`, with follow-ups resolved from `prev` and a message when the question could not be answered. */
  async answer(query: string, options: AskOptions): Promise<Answer> {
    const previous = (options.prev ?? []).map((p) => parseQuery(p, this.checkId));
    const q = resolveFollowUp(parseQuery(query, this.checkId, options.site), query, previous);
    const limit = Math.max(0, Math.floor(options.limit));

    if (q.host) {
      const found = await findSite(this.deps.analyses, q.host);
      const hits: KnowledgeHit[] = q.checkIds.map((id) => this.hitOf(this.entries.get(id)!, RULE_SCORE));
      let message: string | null = null;
      const analyse = (url: string) => `Analyse it with POST ${this.deps.urls.api}/analyze {"url": "${url}"} (or the form at ${this.deps.urls.home}) and ask again.`;
      // A question naming a page is answered for that page, never with another page of its site.
      const page = q.page ? await findPage(this.deps.analyses, q.page) : null;
      if (page) hits.push(pageHit(page, q.dimensions, RULE_SCORE));
      else if (q.page && found) {
        message = `${q.page} has not been analysed yet, so there is no score for that page. The best analysis of its site, ${q.host}, follows: it is of ${found.row.url}. ${analyse(q.page)}`;
        hits.push(siteHit(found, q.dimensions, RULE_SCORE));
      } else if (q.page) message = `${q.page} has not been analysed yet, nor any other page of ${q.host}, so there is no score to report. ${analyse(q.page)}`;
      else if (found) hits.push(siteHit(found, q.dimensions, RULE_SCORE));
      else message = `${q.host} has not been analysed yet, so there is no score to report. ${analyse(`https://${q.host}/`)}`;
      for (const d of q.dimensions) hits.push(this.hitOf(this.entries.get(`doc:dimension-${d}`)!, RULE_SCORE - 1));
      // Words beyond "what is the score of <site>" ask for documentation too. When the site is
      // unknown the "host" may have been a name of something else ("schema.org markup"), so the
      // whole question is searched.
      const more = beyondSite(q);
      if (more.length > 0) hits.push(...this.search(found || page ? more.join(' ') : query, limit, RULE_SCORE - 2));
      return { hits: this.finish(hits, limit), message };
    }

    if (q.leaderboard) {
      const size = Math.min(Math.max(q.top ?? LEADERBOARD_SIZE, 1), 50);
      const page = await this.deps.leaderboard.page(size, null);
      const hits = this.finish([leaderboardHit(page, this.deps.urls, RULE_SCORE)], limit);
      const message = page.entries.length === 0 ? `No site has been analysed yet; analyse one with POST ${this.deps.urls.api}/analyze and it appears on ${this.deps.urls.leaderboardPage}.` : null;
      return { hits, message };
    }

    const hits = this.staticAnswer(q, query, limit);
    const nothing = `Nothing in the check catalogue or the scoring documentation matches "${query}". Try a check id (such as seo/canonical-present), a dimension ("how is accessibility scored?") or a site ("what is the score of example.com?").`;
    return { hits, message: hits.length === 0 ? nothing : null };
  }

  /** The check a word names: a check id, or the check a former id was merged into; null for neither. */
  private readonly checkId = (id: string): string | null => (this.checks.has(id) ? id : (this.formerIds.get(id) ?? null));

  /** The documentation of one check as markdown, or null when no check has this id. */
  checkMarkdown(id: string): string | null {
    const e = this.checks.get(id);
    return e ? checkMarkdown(e, checkDocsUrl(this.deps.urls, e.id)) : null;
  }

  /** The long documents served as resources: docs/scoring.md and docs/checks.md. */
  document(name: 'scoring' | 'checks'): string {
    return this.docs[name];
  }

  /**
   * Checks and docs for a question about the service itself: checks named by id first; for "how is
   * <dimension> scored?" the dimension's article and then its checks, heaviest first; then BM25.
   */
  private staticAnswer(q: ParsedQuery, query: string, limit: number): KnowledgeHit[] {
    const hits: KnowledgeHit[] = q.checkIds.map((id) => this.hitOf(this.entries.get(id)!, RULE_SCORE));
    if (q.scoring && q.dimensions.length > 0) {
      for (const d of q.dimensions) hits.push(this.hitOf(this.entries.get(`doc:dimension-${d}`)!, RULE_SCORE));
      hits.push(...this.checksOf(q.dimensions));
      return this.finish(hits, limit);
    }
    hits.push(...this.search(query, limit + hits.length, hits.length ? RULE_SCORE - 1 : RULE_SCORE, q.scoring));
    return this.finish(hits, limit);
  }

  /** The checks of some dimensions, heaviest impact first, then by id; relevance follows the impact weight. */
  private checksOf(dimensions: readonly DimensionKey[]): KnowledgeHit[] {
    const top = IMPACT_WEIGHT.critical;
    return [...this.checks.values()]
      .filter((e) => dimensions.includes(e.dimension))
      .map((e) => this.hitOf(this.entries.get(e.id)!, Math.round(((RULE_SCORE - 10) * IMPACT_WEIGHT[e.impact]) / top)))
      .sort(byScoreThenId);
  }

  /**
   * BM25+ over the static entries. Relevance is scaled so the best match gets `best` (0-100
   * integers keep the output byte-stable); equal relevance is ordered by id.
   */
  private search(query: string, limit: number, best: number, preferDocs = false): KnowledgeHit[] {
    const raw = this.index
      .search(query)
      .map((r) => ({ id: String(r.id), raw: r.score * (preferDocs && this.entries.get(String(r.id))!.kind === 'doc' ? 2 : 1) }))
      .sort((a, b) => b.raw - a.raw || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const max = raw[0]?.raw ?? 0;
    return raw.slice(0, limit).map((r) => this.hitOf(this.entries.get(r.id)!, Math.max(1, Math.round((best * r.raw) / max))));
  }

  private hitOf(e: StaticEntry, score: number): KnowledgeHit {
    return { kind: e.kind, id: e.id, title: e.title, url: e.url, text: e.text, score, schemaObject: e.schemaObject };
  }

  /** Each hit once (its first, best place), at most `limit`. */
  private finish(hits: KnowledgeHit[], limit: number): KnowledgeHit[] {
    const seen = new Set<string>();
    const out: KnowledgeHit[] = [];
    if (limit <= 0) return out;
    for (const h of hits) {
      if (seen.has(h.id)) continue;
      seen.add(h.id);
      out.push(h);
      if (out.length >= limit) break;
    }
    return out;
  }
}
