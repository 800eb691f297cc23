import { defineRule } from '@pagegrade/core';

/** Lighthouse 13's server-response-time audit fails at 600 ms (document-latency insight, TOO_SLOW_THRESHOLD_MS). */
const SLOW = 600;

export default defineRule({
  id: 'performance/server-response-time',
  dimension: 'performance',
  title: 'The server responds quickly',
  failureTitle: 'The server was slow to send the first byte',
  description: `Reads the time the document request waited for the first byte of the response (the HAR "wait" timing, excluding DNS, connection and download): ${SLOW} ms or more fails. This is one measurement from the fetcher's location, not a field average.`,
  why: 'Nothing else can start until the HTML begins to arrive: a slow server delays every later milestone (first paint, LCP) by the same amount.',
  fix: 'Cache rendered pages (CDN or server-side cache), speed up database queries and templates, and serve from a location close to visitors.',
  impact: 'moderate',
  measures: 'ms',
  tags: ['lighthouse:server-response-time'],
  needs: ['headers'],
  check(ctx) {
    const wait = ctx.page.response.timings.wait;
    if (typeof wait !== 'number' || wait <= 0) return ctx.notApplicable('The snapshot has no timing for the document response.');
    const ms = Math.round(wait);
    ctx.measure(ms, 'ms');
    if (ms >= SLOW) return ctx.fail(`The first byte took ${ms} ms after the request was sent (measured once by the fetcher).`);
    return ctx.pass(`The first byte took ${ms} ms (measured once by the fetcher).`);
  },
});
