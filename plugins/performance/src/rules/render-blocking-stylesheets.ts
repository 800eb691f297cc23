import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { bytes, KiB, shortUrl } from '../lib/common.ts';
import { inHead, inNoscriptOrTemplate, mediaMatchesScreen } from '../lib/head.ts';
import { deferToMeasurement } from '../lib/lab.ts';

/**
 * pagegrade's thresholds. One or two render-blocking stylesheets are normal (the page needs its
 * CSS to paint); many separate files, or a lot of CSS on the critical path, delay the first paint.
 */
const WARN_COUNT = 3;
const FAIL_COUNT = 6;
const WARN_BYTES = 75 * KiB;
const FAIL_BYTES = 200 * KiB;

export default defineRule({
  id: 'performance/render-blocking-stylesheets',
  dimension: 'performance',
  title: 'Little CSS blocks the first render',
  failureTitle: 'Too many or too large stylesheets block the first render',
  description: `Counts the external stylesheets in the head whose media can match a screen (not print or speech) and adds up the bytes on the wire of those that were fetched. More than ${WARN_COUNT} sheets or ${bytes(WARN_BYTES)} is a warning; more than ${FAIL_COUNT} sheets or ${bytes(FAIL_BYTES)} a failure. Few sheets of which some are not in the snapshot are left for review: their bytes are unknown. In rendered mode the measured first paint answers instead (not-applicable here).`,
  why: 'Browsers do not paint until every render-blocking stylesheet has arrived; each extra file is another request on the critical path and every kilobyte delays the first paint.',
  fix: 'Combine stylesheets, inline the small critical CSS for the first screen and load the rest without blocking (media="print" with an onload swap, or rel=preload), and mark print-only CSS with media="print".',
  impact: 'serious',
  tags: ['lighthouse:render-blocking-insight'],
  create(ctx) {
    if (ctx.page.rendered) return deferToMeasurement(ctx, ['performance/first-contentful-paint']);
    const blocking: Element[] = [];
    let sheets = 0;
    return {
      element: {
        link(el) {
          const rel = dom.tokens(el, 'rel');
          if (!rel.includes('stylesheet') || rel.includes('alternate') || !dom.attr(el, 'href')) return;
          sheets++;
          if (dom.hasAttr(el, 'disabled') || inNoscriptOrTemplate(ctx.page, el)) return;
          if (!mediaMatchesScreen(dom.attr(el, 'media')) || !inHead(ctx.page, el)) return;
          blocking.push(el);
        },
      },
      end() {
        if (sheets === 0) return ctx.notApplicable('The page links no external stylesheets.');
        let total = 0;
        let known = 0;
        const parts: string[] = [];
        for (const el of blocking) {
          const url = ctx.page.resolveUrl(dom.attr(el, 'href') ?? '') ?? '';
          const res = ctx.page.resourceByUrl(url);
          if (res && res.state === 'ok') {
            total += res.transferSize;
            known++;
            parts.push(`${shortUrl(url, 60)} (${bytes(res.transferSize)})`);
          } else parts.push(shortUrl(url, 60));
        }
        const n = blocking.length;
        const sizeNote = known ? `${bytes(total)} on the wire for the ${known} fetched` : 'sizes not in the snapshot';
        const failing = n > FAIL_COUNT || total > FAIL_BYTES;
        const light = !failing && n <= WARN_COUNT && total <= WARN_BYTES;
        // Light by count, but a sheet the snapshot lacks may weigh enough to warn: not judged, so not passed.
        if (light && known < n) return ctx.needsReview(`${n} render-blocking stylesheet${n === 1 ? '' : 's'}, ${n - known} not in the snapshot, whose bytes are unknown (${sizeNote}): ${parts.join(', ')}.`);
        if (light) return ctx.pass(n === 0 ? 'No stylesheet blocks rendering.' : `${n} render-blocking stylesheet${n === 1 ? '' : 's'} (${sizeNote}): ${parts.join(', ')}.`);
        // Each stylesheet at its <link>, so the ones to defer or inline can be found.
        for (let i = 0; i < n; i++) {
          const detail = `Stylesheet ${parts[i]} blocks rendering: ${i + 1} of ${n} render-blocking stylesheet${n === 1 ? '' : 's'} (${sizeNote}).`;
          if (failing) ctx.report(blocking[i]!, detail);
          else ctx.warn(blocking[i]!, detail);
        }
        return undefined;
      },
    };
  },
});
