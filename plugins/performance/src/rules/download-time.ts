import { defineRule } from '@pagegrade/core';
import { bytes } from '../lib/common.ts';

/** pagegrade's thresholds for receiving the HTML body once the first byte has arrived. */
const WARN = 1000;
const FAIL = 3000;

export default defineRule({
  id: 'performance/download-time',
  dimension: 'performance',
  title: 'The HTML downloads quickly',
  failureTitle: 'The HTML took long to download',
  description: `Reads the time from the first to the last byte of the document response (the HAR "receive" timing): ${WARN} ms or more is a warning, ${FAIL} ms or more a failure. One measurement from the fetcher's location; a slow stream usually means a server that flushes slowly or a very large document.`,
  why: 'The browser cannot finish building the page or discover resources listed late in the HTML until the document has fully arrived.',
  fix: 'Make the HTML smaller and compressed, stream it early (flush the head first), and make sure the server or CDN does not throttle or buffer responses.',
  impact: 'minor',
  measures: 'ms',
  tags: ['best-practice'],
  needs: ['headers'],
  check(ctx) {
    const doc = ctx.page.response;
    const receive = doc.timings.receive;
    if (typeof receive !== 'number' || receive <= 0) return ctx.notApplicable('The snapshot has no download timing for the document.');
    const ms = Math.round(receive);
    ctx.measure(ms, 'ms');
    const detail = `Downloading the ${bytes(doc.transferSize)} document took ${ms} ms (measured once by the fetcher).`;
    if (ms >= FAIL) return ctx.fail(detail);
    if (ms >= WARN) return ctx.warning(detail);
    return ctx.pass(detail);
  },
});
