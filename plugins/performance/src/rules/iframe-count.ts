import { defineRule, dom } from '@pagegrade/core';
import { inNoscriptOrTemplate } from '../lib/head.ts';

/** pagegrade's thresholds: each frame is a whole document with its own requests. */
const WARN = 5;
const FAIL = 10;

export default defineRule({
  id: 'performance/iframe-count',
  dimension: 'performance',
  title: 'The page embeds few frames',
  failureTitle: 'The page embeds many frames',
  description: `Counts <iframe> and <frame> elements with a src or srcdoc (outside <noscript> and <template>): more than ${WARN} is a warning, more than ${FAIL} a failure.`,
  why: 'Every frame loads a complete document with its own HTML, CSS, scripts and often third-party trackers, sharing the visitor\'s bandwidth, memory and (for same-site frames) the main thread.',
  fix: 'Remove embeds that are not essential, replace heavy ones (video players, maps, social posts) with a lightweight facade that loads the frame on click, and lazy-load the rest.',
  impact: 'moderate',
  measures: 'count',
  tags: ['best-practice'],
  check(ctx) {
    const frames = [...(ctx.page.index.byTag.get('iframe') ?? []), ...(ctx.page.index.byTag.get('frame') ?? [])].filter(
      (el) => (dom.attr(el, 'src') || dom.hasAttr(el, 'srcdoc')) && !inNoscriptOrTemplate(ctx.page, el),
    );
    const n = frames.length;
    ctx.measure(n, 'count');
    if (n === 0) return ctx.notApplicable('The page embeds no frames.');
    const hosts = [...new Set(frames.map((el) => { try { return new URL(ctx.page.resolveUrl(dom.attr(el, 'src') ?? '') ?? '').hostname || 'srcdoc'; } catch { return 'srcdoc'; } }))];
    const detail = `${n} frame${n === 1 ? '' : 's'} (${hosts.slice(0, 8).join(', ')}${hosts.length > 8 ? ', …' : ''}).`;
    if (n > FAIL) return ctx.fail(detail);
    if (n > WARN) return ctx.warning(detail);
    return ctx.pass(detail);
  },
});
