/**
 * The precision corpus: pages that must raise no alarm in a dimension. Each
 * `test/precision/<dimension>/<name>.html` is graded with every check; a sibling `<name>.json`
 * describes how it is served — `{"url": "…", "headers": {…}}` and any other field of a rule
 * fixture (status, resources, tls) — else it is graded as a saved file. The folder names the
 * dimension in its CLI spelling (code-quality, ui-ux, data-tracking).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIMENSIONS, type DimensionKey, type PageSnapshot } from '@pagegrade/core';
import { fixtureSnapshot, type FixtureInput } from '@pagegrade/core/testing';

export interface PrecisionPage {
  dimension: DimensionKey;
  /** `<folder>/<name>.html`, for messages. */
  name: string;
  snapshot: PageSnapshot;
}

const dir = new URL('.', import.meta.url).pathname;

/** `code-quality` → `codeQuality`. */
function dimensionOf(folder: string): DimensionKey | null {
  const key = folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const known = DIMENSIONS.find((d) => d.toLowerCase() === key.toLowerCase());
  return known ?? null;
}

export function precisionPages(): PrecisionPage[] {
  const out: PrecisionPage[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    const dimension = dimensionOf(folder);
    if (!dimension) throw new Error(`test/precision/${folder}: not a dimension (${DIMENSIONS.join(', ')})`);
    for (const file of readdirSync(join(dir, folder)).filter((f) => f.endsWith('.html')).sort()) {
      const html = readFileSync(join(dir, folder, file), 'utf8');
      const described = join(dir, folder, file.replace(/\.html$/, '.json'));
      const served = existsSync(described) ? (JSON.parse(readFileSync(described, 'utf8')) as FixtureInput) : null;
      const snapshot = fixtureSnapshot(served ? { ...served, html } : { bare: true, html });
      out.push({ dimension, name: `${folder}/${file}`, snapshot });
    }
  }
  return out;
}
