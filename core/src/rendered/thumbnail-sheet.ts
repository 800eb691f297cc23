/**
 * Pictures of the elements that findings name below the first screen, for the report. The
 * full-page screenshot is up to 300 KB of pixels, almost all of it unrelated to any finding, so it
 * is not kept; instead each element is cut from it with a margin, made no larger than a report's
 * thumbnail, and the cuts are stacked into one small JPEG (the sheet), which the report addresses
 * piece by piece. Pure JavaScript (jpeg-js), so the same snapshot gives the same bytes everywhere.
 */
import { encode } from 'jpeg-js';
import type { Page } from '../engine/page.ts';
import type { Box } from '../snapshot/har.ts';
import { decodedScreenshot, type DecodedImage } from './pixels.ts';

/** The largest piece on the sheet, in sheet pixels: a report's thumbnail at one image pixel per CSS pixel. */
export const SHEET_PIECE_WIDTH = 240;
export const SHEET_PIECE_HEIGHT = 120;
/** Pieces on one sheet at most: with the height bound, the sheet is at most 240 × 2,048 pixels. */
export const SHEET_PIECES = 16;
/** Page pixels kept around an element, so that one sees where it sits. */
export const CUT_MARGIN = 12;
/** The sheet's bytes at most; a larger one is encoded again at a lower quality, else not made. */
export const SHEET_MAX_BYTES = 96 * 1024;
/** Pieces start on JPEG block rows (8 × 8), so no block holds two pieces and none bleeds into the next. */
const BLOCK = 8;
/** What fills the sheet beside a narrow piece (never shown). */
const FILL = 255;

/**
 * The edges of what a thumbnail shows of an element: its box with CUT_MARGIN around it, within an
 * image of `width` × `height` (the screenshot a report cuts it from, or the page the sheet is cut
 * from). Unrounded: the report draws it as a view box, the sheet rounds it out to whole pixels.
 */
export function marginEdges(box: Box, width: number, height: number): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.max(0, box.x - CUT_MARGIN),
    y0: Math.max(0, box.y - CUT_MARGIN),
    x1: Math.min(width, box.x + box.width + CUT_MARGIN),
    y1: Math.min(height, box.y + box.height + CUT_MARGIN),
  };
}

/** Where one element's piece comes from (page CSS pixels) and where it lies on the sheet (sheet pixels). */
export interface SheetPiece {
  from: Box;
  to: Box;
}

/**
 * Lays the pieces of elements (boxes in page CSS pixels) out on a sheet: each cut with its margin,
 * clipped to the page (`pageWidth` × `pageHeight`), scaled down to fit a thumbnail (never up), and
 * placed one under the other.
 */
export function layOutSheet(boxes: readonly Box[], pageWidth: number, pageHeight: number): { width: number; height: number; pieces: SheetPiece[] } {
  const pieces: SheetPiece[] = [];
  let width = 0;
  let y = 0;
  for (const box of boxes) {
    // Whole pixels outward (the page's size is whole, so rounding after clipping to it is the same as before).
    const edges = marginEdges(box, pageWidth, pageHeight);
    const x0 = Math.floor(edges.x0);
    const y0 = Math.floor(edges.y0);
    const x1 = Math.ceil(edges.x1);
    const y1 = Math.ceil(edges.y1);
    const from = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    const scale = Math.min(1, SHEET_PIECE_WIDTH / from.width, SHEET_PIECE_HEIGHT / from.height);
    const to = { x: 0, y, width: Math.max(1, Math.round(from.width * scale)), height: Math.max(1, Math.round(from.height * scale)) };
    pieces.push({ from, to });
    width = Math.max(width, to.width);
    y += Math.ceil(to.height / BLOCK) * BLOCK;
  }
  return { width, height: y, pieces };
}

/**
 * Draws `from` of the image into `to` of the sheet, each sheet pixel the mean of the image pixels
 * it covers (a box filter: the pieces only shrink, and a mean keeps thin text legible where
 * picking one pixel in four would drop strokes).
 */
function drawPiece(img: DecodedImage, sheet: Uint8Array, sheetWidth: number, { from, to }: SheetPiece): void {
  const sx = from.width / to.width;
  const sy = from.height / to.height;
  for (let oy = 0; oy < to.height; oy++) {
    const ya = from.y + Math.floor(oy * sy);
    const yb = Math.min(img.height, Math.max(ya + 1, from.y + Math.floor((oy + 1) * sy)));
    for (let ox = 0; ox < to.width; ox++) {
      const xa = from.x + Math.floor(ox * sx);
      const xb = Math.min(img.width, Math.max(xa + 1, from.x + Math.floor((ox + 1) * sx)));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = ya; y < yb; y++) {
        for (let x = xa, i = (y * img.width + xa) * 4; x < xb; x++, i += 4) {
          r += img.data[i]!;
          g += img.data[i + 1]!;
          b += img.data[i + 2]!;
          n++;
        }
      }
      const o = ((to.y + oy) * sheetWidth + to.x + ox) * 4;
      if (n === 0) continue;
      sheet[o] = Math.round(r / n);
      sheet[o + 1] = Math.round(g / n);
      sheet[o + 2] = Math.round(b / n);
    }
  }
}

/**
 * The sheet of a layout, cut from the page's full-page screenshot, as JPEG; null when the page has
 * no readable full-page screenshot that covers every piece, or when even the lowest quality is
 * over `maxBytes`.
 */
export function cutSheet(page: Page, layout: { width: number; height: number; pieces: readonly SheetPiece[] }, maxBytes = SHEET_MAX_BYTES): Uint8Array | null {
  if (layout.pieces.length === 0) return null;
  const img = decodedScreenshot(page, 'fullPage');
  if (!img || layout.pieces.some(({ from }) => from.x + from.width > img.width || from.y + from.height > img.height)) return null;
  const data = new Uint8Array(layout.width * layout.height * 4).fill(FILL);
  for (const piece of layout.pieces) drawPiece(img, data, layout.width, piece);
  for (const quality of [60, 40, 25]) {
    const jpeg = encode({ width: layout.width, height: layout.height, data }, quality).data;
    if (jpeg.length <= maxBytes) return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.length);
  }
  return null;
}
