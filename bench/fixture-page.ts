// The fixture site of the load benchmarks: one real corpus page of about 100 KB with one stylesheet
// and one script, all on 127.0.0.1, every URL in the page that names a host pointed at the fixture.
import type { Resolver } from '@pagegrade/core/fetch';
import { loadCorpus, type CorpusPage } from './corpus.ts';
import { startSite, type FixtureSite } from '../test/helpers/fixture-server.ts';

const TARGET_PAGE_BYTES = 100 * 1024;

/** Every name fails to resolve: the fixture is addressed as 127.0.0.1, and a stray external URL in a corpus page must not reach the internet. */
export const noDns: Resolver = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (benchmark: no DNS)`), { code: 'ENOTFOUND' });
};

export function htmlOf(page: CorpusPage): string {
  return page.snapshot.log.entries[0]!.response.content.text ?? '';
}

/** The largest inline block of a tag across the corpus: real CSS and JavaScript to serve as files. */
export function largestInline(pages: CorpusPage[], tag: 'style' | 'script'): { text: string; from: string } {
  const pattern = tag === 'style' ? /<style\b[^>]*>([\s\S]*?)<\/style>/gi : /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  let best = { text: '', from: '' };
  for (const page of pages) for (const m of htmlOf(page).matchAll(pattern)) if (m[1]!.length > best.text.length) best = { text: m[1]!, from: page.name };
  return best;
}

/**
 * The page as the fixture serves it: its own stylesheets, scripts, manifest and <base> are turned
 * off (renamed to data-* attributes) and one stylesheet and one script of the fixture are added,
 * so each analysis fetches the page, those two files and the well-known paths, all from the
 * fixture. As a second guard, every host named in a tag the fetcher takes URLs from — <link>,
 * <script>, <base>, and the first view's images: <img>, <source>, <video> posters, image inputs —
 * is replaced by the fixture's: whatever the fetcher finds, it asks 127.0.0.1, never the internet
 * (which, unreachable, would cost each analysis a connection time-out). The rest of the page is left
 * as it was.
 */
export function fixturePage(html: string, origin: string): string {
  const off = html
    .replace(/<link\b[^>]*>/gi, (tag) => (/\brel\s*=\s*["']?[^"'>]*\b(stylesheet|manifest)\b/i.test(tag) ? tag.replace(/\shref\s*=/i, ' data-href=') : tag))
    .replace(/<script\b[^>]*>/gi, (tag) => tag.replace(/\ssrc\s*=/i, ' data-src='))
    .replace(/<base\b[^>]*>/gi, (tag) => tag.replace(/\shref\s*=/i, ' data-href='));
  const withAssets = off.replace(/<head\b[^>]*>/i, (head) => `${head}\n<link rel="stylesheet" href="/bench.css">\n<script src="/bench.js" defer></script>`);
  const host = /(?:https?:)?\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?=[/"'\s?#>]|$)/gi;
  return withAssets.replace(/<(?:link|script|base|img|source|video|input)\b[^>]*>/gi, (tag) => tag.replace(host, origin));
}

export interface CorpusFixture {
  site: FixtureSite;
  /** The corpus page served at `/`, and its HTML as served. */
  chosen: CorpusPage;
  pageHtml: string;
  css: { text: string; from: string };
  js: { text: string; from: string };
}

/** Starts the fixture: the corpus page closest to 100 KB at `/`, with `/bench.css` and `/bench.js`. */
export async function startCorpusFixture(): Promise<CorpusFixture> {
  const corpus = loadCorpus();
  const chosen = [...corpus].sort((a, b) => Math.abs(a.bytes - TARGET_PAGE_BYTES) - Math.abs(b.bytes - TARGET_PAGE_BYTES) || a.name.localeCompare(b.name))[0]!;
  const css = largestInline(corpus, 'style');
  const js = largestInline(corpus, 'script');
  let pageHtml = '';
  const site = await startSite({
    '/': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(pageHtml);
    },
    '/bench.css': { headers: { 'content-type': 'text/css; charset=utf-8' }, body: css.text },
    '/bench.js': { headers: { 'content-type': 'text/javascript; charset=utf-8' }, body: js.text },
  });
  pageHtml = fixturePage(htmlOf(chosen), site.origin);
  return { site, chosen, pageHtml, css, js };
}
