import { perPage, robotsGroups, robotsTxt, type Page, type RobotsGroup } from '@pagegrade/core';
import { AI_CRAWLER_BY_TOKEN, type AiCrawler } from '../data/ai-crawlers.ts';

export interface AgentAccess {
  crawler: AiCrawler;
  /** Whether the page URL may be fetched by this crawler. */
  allowed: boolean;
  /** Whether a group names the crawler (true) or it falls under `*` or no rule (false). */
  named: boolean;
}

/** The lower-case tokens of every group, so a rule can ask "did the site name this crawler?". */
export function namedAgents(page: Page): Map<string, RobotsGroup[]> {
  const map = new Map<string, RobotsGroup[]>();
  for (const g of robotsGroups(page)) {
    for (const a of g.agents) {
      // robots-parser (and most crawlers) drop a /version suffix from the token.
      const key = a.split('/')[0]!.trim();
      let list = map.get(key);
      if (!list) map.set(key, (list = []));
      list.push(g);
    }
  }
  return map;
}

/**
 * Access of each listed crawler to the page URL, per robots.txt. When there is no robots.txt
 * (404), everything is allowed and nothing is named.
 */
export function accessFor(page: Page, crawlers: readonly AiCrawler[]): AgentAccess[] {
  const robots = robotsTxt(page);
  const named = namedAgents(page);
  return crawlers.map((crawler) => {
    const token = crawler.token.toLowerCase().split('/')[0]!.trim();
    const allowed = robots ? robots.isAllowed(page.url, token) !== false : true;
    return { crawler, allowed, named: named.has(token) };
  });
}

export function crawler(token: string): AiCrawler {
  const c = AI_CRAWLER_BY_TOKEN.get(token.toLowerCase());
  if (!c) throw new Error(`unknown crawler ${token}`);
  return c;
}

/** The robots.txt body split into lines (bounded), for directives robots-parser ignores; split once per page for the rules that read them. */
export const robotsLines = perPage((page: Page): readonly string[] => {
  const res = page.resource('robots');
  if (!res || res.state !== 'ok' || !res.body) return [];
  const body = res.body.length > 1_000_000 ? res.body.slice(0, 1_000_000) : res.body;
  return body.split(/\r\n|\r|\n/);
});
