import { defineRule } from '@pagegrade/core';
import { bytes, KiB, MiB } from '../lib/common.ts';

/**
 * pagegrade's thresholds for the decoded HTML. The HTTP Archive Web Almanac puts the median HTML
 * document at about 30 KB and the 90th percentile around 150 KB; 500 KiB is well beyond both.
 */
const WARN = 500 * KiB;
const FAIL = 2 * MiB;

export default defineRule({
  id: 'performance/html-decoded-size',
  dimension: 'performance',
  title: 'The HTML document is a reasonable size',
  failureTitle: 'The HTML document is very large',
  description: `Measures the decoded (uncompressed) size of the HTML document: over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure. A body cut off by the fetcher's size limit counts as over.`,
  why: 'The browser must download, decode, tokenize and build the DOM from every byte of HTML before the page settles; very large documents usually carry inlined data, scripts or SVG that delay parsing and waste memory.',
  fix: 'Move large inline scripts, styles, JSON state and SVG sprites into cacheable files, paginate long content and remove markup that is never shown.',
  impact: 'moderate',
  measures: 'bytes',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    const size = page.response.size;
    ctx.measure(size, 'bytes');
    const cut = page.response.truncated || page.limitsHit.includes('document-bytes');
    if (cut) return ctx.fail(`The HTML was cut off at ${bytes(size)} by the fetcher's size limit, so it is at least that large.`);
    if (size > FAIL) return ctx.fail(`The HTML is ${bytes(size)} decoded (over ${bytes(FAIL)}).`);
    if (size > WARN) return ctx.warning(`The HTML is ${bytes(size)} decoded (over ${bytes(WARN)}).`);
    return ctx.pass(`The HTML is ${bytes(size)} decoded.`);
  },
});
