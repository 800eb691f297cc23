// The 258 real pages of the htmlparser-benchmark package, as snapshots the engine can grade.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { snapshotFromParts, type PageSnapshot } from '@pagegrade/core';

export interface CorpusPage {
  name: string;
  bytes: number;
  snapshot: PageSnapshot;
}

export function loadCorpus(): CorpusPage[] {
  const dir = join(dirname(createRequire(import.meta.url).resolve('htmlparser-benchmark/package.json')), 'files');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => {
      const html = readFileSync(join(dir, f), 'utf8');
      // Served as an HTTPS page with only a content type: the pages were saved without headers.
      const snapshot = snapshotFromParts({ url: `https://corpus.example/${f.slice(0, 12)}/`, html, headers: { 'content-type': 'text/html; charset=utf-8' } });
      return { name: f.slice(0, 12), bytes: Buffer.byteLength(html), snapshot };
    });
}
