import robotsParserModule from 'robots-parser';
import { perPage, type Page } from '../engine/page.ts';

export interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  getPreferredHost(): string | null;
}

// The package is CommonJS and its typings declare an ES default export; take whichever Node gives.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as (url: string, body: string) => Robots;

/**
 * The page's robots.txt, parsed with per-user-agent groups and wildcards, or null when the
 * snapshot has no successfully fetched robots.txt (a 404 means "everything allowed" and also
 * gives null; check `page.resource('robots')?.state` to tell them apart).
 */
export const robotsTxt = perPage((page: Page): Robots | null => {
  const res = page.resource('robots');
  return res && res.state === 'ok' && res.body !== null ? robotsParser(res.url, res.body) : null;
});

export interface RobotsGroup {
  /** User-agent tokens of the group, lower-case, as written. */
  agents: string[];
  rules: Array<{ allow: boolean; path: string }>;
}

/**
 * The groups of robots.txt as written (RFC 9309 §2.1): consecutive user-agent lines share the
 * rules that follow them. robots-parser answers "is this allowed"; this answers "what did the
 * site say, and to whom", which is what judging deliberate AI-crawler rules needs.
 */
export const robotsGroups = perPage((page: Page): RobotsGroup[] => {
  const res = page.resource('robots');
  const groups: RobotsGroup[] = [];
  if (res && res.state === 'ok' && res.body) {
    let current: RobotsGroup | null = null;
    let lastWasAgent = false;
    for (const raw of res.body.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
      const line = raw.replace(/#.*$/, '').trim();
      const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
      if (!m) continue;
      const key = m[1]!.toLowerCase();
      const value = m[2]!.trim();
      if (key === 'user-agent') {
        if (!current || !lastWasAgent) {
          current = { agents: [], rules: [] };
          groups.push(current);
        }
        current.agents.push(value.toLowerCase());
        lastWasAgent = true;
      } else {
        lastWasAgent = false;
        if (current && (key === 'allow' || key === 'disallow')) current.rules.push({ allow: key === 'allow', path: value });
      }
    }
  }
  return groups;
});
