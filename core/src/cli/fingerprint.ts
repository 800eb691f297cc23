import { createHash } from 'node:crypto';
import type { CheckResult, Finding } from '../rules/types.ts';

/**
 * Stable fingerprints of findings, for baselines and for SARIF `partialFingerprints`: what a
 * finding is about, without what moves when the page around it changes (line numbers, the
 * position among siblings, the figures in a message), so the same problem is recognised across
 * commits and deploys.
 */

/** The version in SARIF's `partialFingerprints` key: a change of the recipe below is a new version. */
export const FINGERPRINT_KEY = 'pagegradeFinding/v1';

/** The path of an address (`/blog/post.html`), the same on a preview deploy and in production. */
export function urlPath(address: string): string {
  try {
    const u = new URL(address);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.pathname : address;
  } catch {
    return address;
  }
}

/** A selector without sibling positions, which shift when an element is added before it. */
export function normaliseSelector(selector: string): string {
  return selector
    .replace(/:nth-(?:last-)?(?:child|of-type)\(\d+\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text with its figures masked (sizes, counts, times), and spaces collapsed. */
export function maskFigures(text: string): string {
  return text.replace(/\d+(?:[.,]\d+)*/g, '#').replace(/\s+/g, ' ').trim();
}

/** What a finding points at: its element, else its source excerpt, else its message without figures; in a fetched file, that file's path too. */
function target(f: Finding): string {
  const what = f.selector !== undefined ? `selector:${normaliseSelector(f.selector)}` : f.snippet !== undefined ? `snippet:${f.snippet.replace(/\s+/g, ' ').trim()}` : `detail:${maskFigures(f.detail)}`;
  return f.file ? `file:${urlPath(f.file.url)}\n${what}` : what;
}

/**
 * The fingerprints of a check's findings on one page (`page`: its file path or URL path), each
 * with its occurrence among equal ones (`…:1`, `…:2`), so that a second identical finding is new
 * to a baseline that held one. A check that fails without findings has one fingerprint.
 */
export function fingerprints(page: string, check: Pick<CheckResult, 'id' | 'findings'>): string[] {
  const seen = new Map<string, number>();
  const items = check.findings.length ? check.findings.map(target) : ['check'];
  return items.map((t) => {
    const hash = createHash('sha256').update(`${check.id}\n${page}\n${t}`).digest('hex').slice(0, 32);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  });
}
