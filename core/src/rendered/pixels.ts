/**
 * The colours the browser painted, read from a rendered snapshot's screenshots: for a check that
 * needs to know what lies under an element when styles cannot say (text over an image or a
 * gradient). The screenshots are JPEG at CSS-pixel scale from the top of the page, so a layout
 * box addresses them directly. Decoding is pure JavaScript (jpeg-js: no native code, the same
 * pixels from the same bytes on every machine) and done at most once per screenshot per page, only
 * when a check asks (docs/modes.md gives the measured cost).
 */
import { decode } from 'jpeg-js';
import { perPage, type Page } from '../engine/page.ts';
import type { Box, Screenshot } from '../snapshot/har.ts';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

/** Decoded screenshots by kind; null when absent or unreadable. */
const decoded = perPage(() => new Map<'viewport' | 'fullPage', DecodedImage | null>());

/** A screenshot of the page decoded to RGBA, once per page whoever asks; null when absent or unreadable. */
export function decodedScreenshot(page: Page, kind: 'viewport' | 'fullPage'): DecodedImage | null {
  const cache = decoded(page);
  if (cache.has(kind)) return cache.get(kind)!;
  const shot: Screenshot | null = page.rendered?.screenshots[kind] ?? null;
  let out: DecodedImage | null = null;
  if (shot && shot.mimeType === 'image/jpeg') {
    try {
      const img = decode(Buffer.from(shot.data, 'base64'), { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 30, maxMemoryUsageInMB: 128 });
      out = { width: img.width, height: img.height, data: img.data };
    } catch {
      out = null;
    }
  }
  cache.set(kind, out);
  return out;
}

/** Pixels read at most from one box: a larger box is sampled on an even grid, so the cost is bounded. */
const MAX_SAMPLES = 40_000;

/**
 * The colours painted inside a layout box (CSS pixels from the top of the page), as RGB triples
 * 0–255 in a flat array; null when no screenshot covers the whole box (it lies past the captured
 * height, or the page has no screenshot). The viewport screenshot is used when it covers the box,
 * the full-page one otherwise.
 */
export function pixelsIn(page: Page, box: Box): Uint8Array | null {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.ceil(box.x + box.width);
  const y1 = Math.ceil(box.y + box.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const viewport = page.rendered?.screenshots.viewport;
  const kind = viewport && y1 <= viewport.height && x1 <= viewport.width ? 'viewport' : 'fullPage';
  const img = decodedScreenshot(page, kind);
  if (!img || x1 > img.width || y1 > img.height) return null;
  const area = (x1 - x0) * (y1 - y0);
  const step = Math.max(1, Math.ceil(Math.sqrt(area / MAX_SAMPLES)));
  const out: number[] = [];
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const i = (y * img.width + x) * 4;
      out.push(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
    }
  }
  return Uint8Array.from(out);
}
