// The thumbnail sheet: where each element's piece comes from and lands, that the pieces carry the
// pixels under the element, that the bytes are bounded and the same for the same snapshot.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from 'jpeg-js';
import { buildPage } from '../engine/page.ts';
import { asRendered, fixtureSnapshot, paintedScreenshot } from '../testing/index.ts';
import { cutSheet, layOutSheet, CUT_MARGIN, SHEET_MAX_BYTES, SHEET_PIECE_HEIGHT, SHEET_PIECE_WIDTH } from './thumbnail-sheet.ts';

describe('layOutSheet', () => {
  test('a small element: cut with its margin at one pixel per CSS pixel, pieces one under the other on block rows', () => {
    const sheet = layOutSheet(
      [
        { x: 100, y: 1000, width: 20, height: 10 },
        { x: 50, y: 3000, width: 40, height: 30 },
      ],
      412,
      6000,
    );
    assert.deepEqual(sheet.pieces[0], { from: { x: 88, y: 988, width: 44, height: 34 }, to: { x: 0, y: 0, width: 44, height: 34 } });
    // 34 rows round up to 40, the next row of 8 × 8 blocks.
    assert.deepEqual(sheet.pieces[1], { from: { x: 38, y: 2988, width: 64, height: 54 }, to: { x: 0, y: 40, width: 64, height: 54 } });
    assert.deepEqual([sheet.width, sheet.height], [64, 96]);
  });

  test('a large element is scaled down to a thumbnail, keeping its proportions; the cut is clipped to the page', () => {
    const sheet = layOutSheet([{ x: 0, y: 5900, width: 412, height: 200 }], 412, 6000);
    const [p] = sheet.pieces;
    // Clipped: no margin left of x 0, right of 412 or under the page's 6000.
    assert.deepEqual(p!.from, { x: 0, y: 5900 - CUT_MARGIN, width: 412, height: 112 });
    assert.ok(p!.to.width <= SHEET_PIECE_WIDTH && p!.to.height <= SHEET_PIECE_HEIGHT);
    assert.equal(p!.to.width, SHEET_PIECE_WIDTH);
    assert.equal(p!.to.height, Math.round(112 * (SHEET_PIECE_WIDTH / 412)));
  });
});

/** A page 412 × 3000 whose full-page screenshot is white with a red square at (100, 1500) and a blue one at (200, 2500). */
function paintedPage() {
  const full = paintedScreenshot(412, 3000, [255, 255, 255], [
    [100, 1500, 40, 40, [220, 20, 20]],
    [200, 2500, 60, 30, [20, 20, 220]],
  ]);
  return buildPage(asRendered(fixtureSnapshot('<!doctype html><title>x</title>'), { screenshots: { viewport: null, fullPage: full } }));
}

describe('cutSheet', () => {
  test('each piece holds the pixels under its element', () => {
    const layout = layOutSheet(
      [
        { x: 100, y: 1500, width: 40, height: 40 },
        { x: 200, y: 2500, width: 60, height: 30 },
      ],
      412,
      3000,
    );
    const jpeg = cutSheet(paintedPage(), layout)!;
    assert.ok(jpeg, 'a sheet');
    const img = decode(jpeg, { useTArray: true, formatAsRGBA: true });
    assert.deepEqual([img.width, img.height], [layout.width, layout.height]);
    const at = (x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) < 40);
    const [red, blue] = layout.pieces;
    // The middle of each element, and the margin around it (the page's white).
    assert.ok(near(at(red!.to.x + 32, red!.to.y + 32), [220, 20, 20]), `red: ${at(red!.to.x + 32, red!.to.y + 32)}`);
    assert.ok(near(at(red!.to.x + 2, red!.to.y + 2), [255, 255, 255]));
    assert.ok(near(at(blue!.to.x + 42, blue!.to.y + 27), [20, 20, 220]), `blue: ${at(blue!.to.x + 42, blue!.to.y + 27)}`);
  });

  test('the same page gives the same bytes; a scaled-down piece is the mean of what it covers', () => {
    const layout = layOutSheet([{ x: 0, y: 1400, width: 412, height: 300 }], 412, 3000);
    const a = cutSheet(paintedPage(), layout)!;
    assert.deepEqual(cutSheet(paintedPage(), layout), a);
    const piece = layout.pieces[0]!;
    assert.ok(piece.to.width < 412, 'scaled down');
    assert.ok(a.length <= SHEET_MAX_BYTES);
    // The red square (40 px at 100, 1500) lands, shrunk, where its middle maps to.
    const scale = piece.to.width / piece.from.width;
    const x = Math.round((120 - piece.from.x) * scale);
    const y = Math.round((1520 - piece.from.y) * scale);
    const img = decode(a, { useTArray: true, formatAsRGBA: true });
    const px = Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));
    assert.ok(px[0]! > 180 && px[1]! < 80 && px[2]! < 80, `red at ${x}, ${y}: ${px}`);
  });

  test('none without a full-page screenshot, for a piece beyond it, or over the byte bound', () => {
    const layout = layOutSheet([{ x: 100, y: 1500, width: 40, height: 40 }], 412, 3000);
    const bare = buildPage(asRendered(fixtureSnapshot('<!doctype html><title>x</title>'), {}));
    assert.equal(cutSheet(bare, layout), null);
    assert.equal(cutSheet(paintedPage(), layOutSheet([{ x: 100, y: 3500, width: 40, height: 40 }], 412, 4000)), null);
    assert.equal(cutSheet(paintedPage(), layout, 100), null);
    assert.equal(cutSheet(paintedPage(), { width: 0, height: 0, pieces: [] }), null);
  });
});
