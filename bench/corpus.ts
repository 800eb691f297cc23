// The 258 real pages of the htmlparser-benchmark package, as snapshots the engine can grade.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { snapshotFromParts, type PageSnapshot } from '@pagegrade/core';
import { ownAddress } from '../core/src/cli/saved-page.ts';

export interface CorpusPage {
  name: string;
  bytes: number;
  snapshot: PageSnapshot;
}

/**
 * Where a corpus page is taken to be served from: the site it names for itself (its canonical URL
 * or og:url, as the CLI does for a saved page; 241 of the 258 name one), so that its own scripts
 * and images count as first-party; else a made-up host. The pages were saved around 2013, when
 * those sites were on http; they are graded as served over HTTPS today, with a content type and no
 * other header, because grading them on http would make every security and mixed-content check
 * about the corpus's age instead of about the checks.
 */
export function corpusAddress(name: string, html: string): string {
  const own = ownAddress(html);
  if (!own) return `https://corpus.example/${name}/`;
  const u = new URL(own.url);
  u.protocol = 'https:';
  return u.href;
}

export function loadCorpus(): CorpusPage[] {
  const dir = join(dirname(createRequire(import.meta.url).resolve('htmlparser-benchmark/package.json')), 'files');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => {
      const html = readFileSync(join(dir, f), 'utf8');
      const name = f.slice(0, 12);
      const snapshot = snapshotFromParts({ url: corpusAddress(name, html), html, headers: { 'content-type': 'text/html; charset=utf-8' } });
      return { name, bytes: Buffer.byteLength(html), snapshot };
    });
}
