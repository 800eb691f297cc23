import type { NewAnalysis } from './types.ts';
import { RANKED_MODE } from './rows.ts';

/** Where an analysis stands among the sites: its host, the name the leaderboard shows, whether it is ranked. */
export interface SiteOfAnalysis {
  /** The host of the analysed URL; empty when the URL has none. */
  host: string;
  /** The site's name, else the page's title, else the host. */
  name: string;
  /** Whether it may enter the leaderboard: a static analysis of a URL with a host. */
  ranked: boolean;
}

export function siteOf(a: NewAnalysis): SiteOfAnalysis {
  let host = '';
  try {
    host = new URL(a.summary.url).hostname;
  } catch {
    host = '';
  }
  return { host, name: a.siteName || a.summary.title || host, ranked: host !== '' && (a.summary.mode ?? 'static') === RANKED_MODE };
}
