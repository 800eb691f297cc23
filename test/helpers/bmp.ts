/**
 * An uncompressed 24-bit BMP of the given size: a large image with no decoding cost, whose
 * transfer time is what a page test or benchmark wants. Pixels are grey unless `pixel` says
 * otherwise (a pattern keeps a screenshot from being one flat colour).
 */
export function bmpImage(width: number, height: number, pixel?: (x: number, y: number) => [number, number, number]): Buffer {
  const row = width * 3;
  const data = Buffer.alloc(54 + row * height, 0x80);
  data.write('BM', 0);
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(width, 18);
  data.writeInt32LE(height, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  data.writeUInt32LE(row * height, 34);
  if (pixel) for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), 54 + y * row + x * 3);
  return data;
}
