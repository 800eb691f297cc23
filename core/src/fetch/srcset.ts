import { srcsetCandidates } from '../facts/srcset.ts';

/**
 * Which image candidate a browser picks from `srcset`/`sizes` (HTML's "select an image source"),
 * for the device pagegrade fetches as: Lighthouse's mobile emulation, 412 CSS pixels wide at a
 * device pixel ratio of 1.75. Without layout, `sizes` is read only where it is a length in `px` or
 * `vw` (the first entry without a media condition); otherwise the slot is the viewport's width,
 * which is also HTML's default (`100vw`).
 */
export const VIEWPORT_WIDTH = 412;
export const DEVICE_PIXEL_RATIO = 1.75;

export interface Candidate {
  url: string;
  /** Pixels per CSS pixel the candidate gives in its slot. */
  density: number;
}

/** The candidates of a srcset attribute (at most 50), with densities resolved for a slot width. */
export function srcsetDensities(srcset: string, slotWidth: number): Candidate[] {
  return srcsetCandidates(srcset).map((c) => ({ url: c.url, density: c.width !== null ? c.width / slotWidth : (c.density ?? 1) }));
}

/** The slot width in CSS pixels that `sizes` gives the image on the emulated device. */
export function slotWidth(sizes: string | null): number {
  if (!sizes) return VIEWPORT_WIDTH;
  for (const entry of sizes.split(',')) {
    const e = entry.trim();
    if (e.startsWith('(')) continue;
    const m = /^(\d+(?:\.\d+)?)(px|vw)$/i.exec(e);
    if (!m) return VIEWPORT_WIDTH;
    const n = Number(m[1]);
    return m[2]!.toLowerCase() === 'vw' ? (n / 100) * VIEWPORT_WIDTH : n;
  }
  return VIEWPORT_WIDTH;
}

/**
 * The candidate the emulated device loads: the smallest density that covers its pixel ratio, or
 * the densest there is. `src` counts as a 1x candidate when given.
 */
export function pickCandidate(src: string | null, srcset: string | null, sizes: string | null): string | null {
  const candidates = srcset ? srcsetDensities(srcset, slotWidth(sizes)) : [];
  if (src && src.trim() && !candidates.some((c) => c.density === 1)) candidates.push({ url: src.trim(), density: 1 });
  if (candidates.length === 0) return null;
  let best: Candidate | null = null;
  let densest = candidates[0]!;
  for (const c of candidates) {
    if (c.density > densest.density) densest = c;
    if (c.density >= DEVICE_PIXEL_RATIO && (!best || c.density < best.density)) best = c;
  }
  return (best ?? densest).url;
}
