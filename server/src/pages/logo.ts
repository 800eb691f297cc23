import { encodeIco, encodePng, type Bitmap } from './png.ts';

/** The brand colour: the logo, the theme colour and links share it (white on it is 6.7:1). */
export const BRAND = '#1d4ed8';
export const BRAND_BACKGROUND = '#ffffff';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
  fill: string;
}

/**
 * The logo on a 64-unit square: three rising bars, a grade going up. The bars stay inside the
 * central circle of radius 25.6 units, the safe zone a maskable icon may be cropped to.
 */
function logoBoxes(fullBleed: boolean): Box[] {
  return [
    { x: 0, y: 0, w: 64, h: 64, r: fullBleed ? 0 : 14, fill: BRAND },
    { x: 14, y: 36, w: 9, h: 14, r: 2, fill: '#ffffff' },
    { x: 27.5, y: 26, w: 9, h: 24, r: 2, fill: '#ffffff' },
    { x: 41, y: 14, w: 9, h: 36, r: 2, fill: '#ffffff' },
  ];
}

/** The share image (1200×630): the logo's bars large on the brand colour. */
function socialBoxes(): Box[] {
  return [
    { x: 0, y: 0, w: 1200, h: 630, r: 0, fill: BRAND },
    { x: 60, y: 60, w: 1080, h: 510, r: 48, fill: '#1e40af' },
    { x: 390, y: 345, w: 110, h: 165, r: 20, fill: '#ffffff' },
    { x: 545, y: 240, w: 110, h: 270, r: 20, fill: '#ffffff' },
    { x: 700, y: 120, w: 110, h: 390, r: 20, fill: '#ffffff' },
  ];
}

export function logoSvg(): string {
  const shapes = logoBoxes(false)
    .map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${b.r}" fill="${b.fill}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>pagegrade</title>${shapes}</svg>`;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function inside(b: Box, x: number, y: number): boolean {
  if (x < b.x || y < b.y || x > b.x + b.w || y > b.y + b.h) return false;
  // Distance to the nearest corner centre decides the rounded corners.
  const cx = Math.min(Math.max(x, b.x + b.r), b.x + b.w - b.r);
  const cy = Math.min(Math.max(y, b.y + b.r), b.y + b.h - b.r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= b.r * b.r;
}

/** Draws boxes (later ones on top) with n×n supersampling for smooth edges. */
function rasterize(boxes: Box[], width: number, height: number, scale: number, n = 4): Bitmap {
  const pixels = new Uint8Array(width * height * 4);
  const colours = boxes.map((b) => rgb(b.fill));
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let bl = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) / scale;
          const y = (py + (sy + 0.5) / n) / scale;
          for (let i = boxes.length - 1; i >= 0; i--) {
            if (!inside(boxes[i]!, x, y)) continue;
            const c = colours[i]!;
            r += c[0];
            g += c[1];
            bl += c[2];
            a++;
            break;
          }
        }
      }
      const o = (py * width + px) * 4;
      if (a === 0) continue;
      pixels[o] = Math.round(r / a);
      pixels[o + 1] = Math.round(g / a);
      pixels[o + 2] = Math.round(bl / a);
      pixels[o + 3] = Math.round((255 * a) / (n * n));
    }
  }
  return { width, height, pixels };
}

export function logoPng(size: number, fullBleed: boolean): Buffer {
  return encodePng(rasterize(logoBoxes(fullBleed), size, size, size / 64));
}

export function faviconIco(): Buffer {
  return encodeIco(logoPng(32, false), 32);
}

export function socialPng(): Buffer {
  // A coarser grid is enough for the large, straight-edged share image.
  return encodePng(rasterize(socialBoxes(), 1200, 630, 1, 2));
}
