import type { Element } from 'domhandler';
import { attr, isJsSpaceCode } from '../dom/index.ts';

/**
 * A non-negative integer attribute such as width="640", as far as its leading digits go ("640px"
 * is 640); null when absent or not a number. Read in place: it is called for every image.
 */
export function pixelAttr(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let i = 0;
  while (i < value.length && isJsSpaceCode(value.charCodeAt(i))) i++;
  let n = 0;
  let digits = 0;
  for (; digits < 6 && i < value.length; i++, digits++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  return digits ? n : null;
}

/** Declared 2 px or less on a side: a spacer, a tracking pixel, an invisible frame. */
export function declaredTiny(el: Element): boolean {
  return tinySize(pixelAttr(attr(el, 'width')), pixelAttr(attr(el, 'height')));
}

/** Whether declared sizes (null: not declared) make an element tiny: 2 px or less on a side. */
export function tinySize(width: number | null, height: number | null): boolean {
  return (width !== null && width <= 2) || (height !== null && height <= 2);
}
