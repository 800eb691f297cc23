import type { Element } from 'domhandler';
import { defineRule } from '@pagegrade/core';
import { bytes, KiB } from '../lib/common.ts';

/**
 * pagegrade's thresholds. Inlining the critical CSS of the first screen (commonly advised to stay
 * near 14 KiB) is good practice; inlining whole stylesheets makes every page view pay for them.
 */
const WARN = 50 * KiB;
const FAIL = 150 * KiB;

export default defineRule({
  id: 'performance/inline-style-size',
  dimension: 'performance',
  title: 'Inline CSS is small',
  failureTitle: 'The HTML carries a lot of inline CSS',
  description: `Adds up the bytes of <style> elements and style attributes in the HTML: over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure.`,
  why: 'CSS inside the HTML cannot be cached across pages, so every page view downloads it again, and it delays the content that follows it in the document.',
  fix: 'Inline only the critical CSS for the first screen and move the rest to a cacheable external stylesheet; replace repeated style attributes with classes.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let styleBytes = 0;
    let styleCount = 0;
    let attrBytes = 0;
    let attrCount = 0;
    let largest = 0;
    // Where the weight is: the largest <style>, else the largest style attribute.
    let at: Element | null = null;
    let atSize = 0;
    let atIsStyle = false;
    for (const sheet of ctx.page.stylesheets) {
      if (sheet.origin === 'external') continue;
      const size = Buffer.byteLength(sheet.text);
      if (sheet.origin === 'style-element') {
        styleBytes += size;
        styleCount++;
        if (size > largest) largest = size;
        if (!atIsStyle || size > atSize) {
          at = sheet.element;
          atSize = size;
          atIsStyle = true;
        }
      } else {
        attrBytes += size;
        attrCount++;
        if (!atIsStyle && size > atSize) {
          at = sheet.element;
          atSize = size;
        }
      }
    }
    if (styleCount + attrCount === 0) return ctx.notApplicable('The page has no inline CSS.');
    const total = styleBytes + attrBytes;
    const detail = `${bytes(total)} of inline CSS: ${styleCount} <style> element${styleCount === 1 ? '' : 's'} (${bytes(styleBytes)}, largest ${bytes(largest)}) and ${attrCount} style attribute${attrCount === 1 ? '' : 's'} (${bytes(attrBytes)}).`;
    if (total > FAIL) ctx.report(at, detail);
    else if (total > WARN) ctx.warn(at, detail);
    else return ctx.pass(detail);
    return undefined;
  },
});
