import { imageSize } from 'image-size';
import type { ImageFacts } from './har.ts';

/**
 * The type and pixel size of an image from the head of its bytes, or null when the head does not
 * hold them (a JPEG's frame header can sit after a large EXIF block) or the bytes are not an image.
 * image-size reads the headers of every format a browser shows, from a partial buffer.
 */
export function imageFacts(head: Buffer): ImageFacts | null {
  if (head.length === 0) return null;
  try {
    const r = imageSize(head);
    // SVG scales to its box: it has no natural size in pixels that could be too large or distorted.
    if (!r.width || !r.height || !r.type || r.type === 'svg') return null;
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it with sides swapped.
    const turned = r.orientation !== undefined && r.orientation >= 5;
    return { type: r.type, width: turned ? r.height : r.width, height: turned ? r.width : r.height };
  } catch {
    return null;
  }
}
