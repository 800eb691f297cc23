import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { preloads } from '../lib/preload.ts';

/** pagegrade's threshold: preloading more than a handful of files defeats prioritisation. */
const MAX = 6;
/** fetchpriority="high" is meant for the one or two most important resources. */
const MAX_HIGH = 2;
const PRIORITY_TAGS = new Set(['img', 'link', 'script', 'iframe']);

export default defineRule({
  id: 'performance/preload-count',
  dimension: 'performance',
  title: 'Priority hints are used sparingly',
  failureTitle: 'Too many resources are preloaded or marked high priority',
  description: `Warns when the page has more than ${MAX} <link rel="preload"> hints or more than ${MAX_HIGH} elements with fetchpriority="high".`,
  why: 'Preloads and high-priority hints push resources ahead of everything else; when many resources claim top priority they compete with each other and with the render-blocking CSS, and the hint no longer helps.',
  fix: `Keep preload for the few late-discovered resources the first screen needs (the LCP image, a critical font) and fetchpriority="high" for at most ${MAX_HIGH} elements, usually just the LCP image.`,
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    const list = preloads(page);
    let high = 0;
    // The first element past the limit: where the hints stop paying off.
    let pastHigh: Element | null = null;
    // From the attribute index: few elements carry fetchpriority at all.
    for (const el of page.index.byAttribute.get('fetchpriority') ?? []) {
      if (PRIORITY_TAGS.has(el.name) && (dom.attr(el, 'fetchpriority') ?? '').trim().toLowerCase() === 'high' && ++high === MAX_HIGH + 1) pastHigh = el;
    }
    if (list.length === 0 && high === 0) return ctx.notApplicable('The page has no preloads and no fetchpriority="high".');
    if (list.length > MAX) ctx.warn(list[MAX]!, `${list.length} resources are preloaded (more than ${MAX}); this is preload ${MAX + 1}.`);
    if (high > MAX_HIGH) ctx.warn(pastHigh, `${high} elements have fetchpriority="high" (more than ${MAX_HIGH}); this is number ${MAX_HIGH + 1}.`);
    if (list.length <= MAX && high <= MAX_HIGH) return ctx.pass(`${list.length} preload${list.length === 1 ? '' : 's'}, ${high} high-priority element${high === 1 ? '' : 's'}.`);
    return undefined;
  },
});
