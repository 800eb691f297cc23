/**
 * The precision corpus: pages that must raise no alarm in a dimension. Each
 * `test/precision/<dimension>/<name>.html` is graded with every check; a sibling `<name>.json`
 * describes how it is served — `{"url": "…", "headers": {…}}` and any other field of a rule
 * fixture (status, resources, tls) — else it is graded as a saved file. The folder names the
 * dimension in its CLI spelling (code-quality, ui-ux, data-tracking); `"also": ["seo", …]` in the
 * `.json` holds the page to those dimensions too, instead of a copy in their folders.
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
    if (!dimensionOf(folder)) throw new Error(`test/precision/${folder}: not a dimension (${DIMENSIONS.join(', ')})`);
    for (const file of readdirSync(join(dir, folder)).filter((f) => f.endsWith('.html')).sort()) {
      const html = readFileSync(join(dir, folder, file), 'utf8');
      const described = join(dir, folder, file.replace(/\.html$/, '.json'));
      const { also = [], ...served } = existsSync(described) ? (JSON.parse(readFileSync(described, 'utf8')) as FixtureInput & { also?: string[] }) : { bare: true };
      const snapshot = fixtureSnapshot({ ...served, html });
      for (const d of [folder, ...also]) {
        const key = dimensionOf(d);
        if (!key) throw new Error(`test/precision/${folder}/${file}: "${d}" is not a dimension`);
        out.push({ dimension: key, name: `${folder}/${file}${d === folder ? '' : ` (as ${d})`}`, snapshot });
      }
    }
  }
  return out;
}
