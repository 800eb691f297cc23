import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { originOf } from '../lib/common.ts';

/** Lighthouse 13's network-dependency-tree insight (TOO_MANY_PRECONNECTS_THRESHOLD) warns when more than 4 preconnects are found. */
const MAX = 4;

export default defineRule({
  id: 'performance/preconnect-count',
  dimension: 'performance',
  title: 'Preconnect hints are used sparingly',
  failureTitle: 'The page opens too many early connections with preconnect',
  description: `Counts the distinct origins named by <link rel="preconnect">: more than ${MAX} is a warning.`,
  why: 'Each preconnect opens a DNS lookup, TCP and TLS handshake at the very start of the load, competing with the requests for the page\'s critical resources; connections that are not used within about ten seconds are closed again and the work is wasted.',
  fix: `Keep preconnect for the ${MAX} or fewer third-party origins whose resources are needed first (fonts, the main CDN, the image host), and use dns-prefetch for the others.`,
  impact: 'minor',
  tags: ['lighthouse:network-dependency-tree-insight'],
  check(ctx) {
    const origins = new Map<string, Element>();
    for (const el of ctx.page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(el, 'rel').includes('preconnect')) continue;
      const href = dom.attr(el, 'href');
      const abs = href ? ctx.page.resolveUrl(href) : null;
      const o = abs ? originOf(abs) : null;
      if (o && !origins.has(o)) origins.set(o, el);
    }
    if (origins.size === 0) return ctx.notApplicable('The page has no preconnect hints.');
    const list = [...origins.keys()];
    // At the hint for the first origin past the limit.
    if (list.length > MAX) {
      ctx.warn(origins.get(list[MAX]!)!, `${list.length} origins are preconnected (more than ${MAX}): ${list.join(', ')}.`);
      return undefined;
    }
    return ctx.pass(`${list.length} preconnected origin${list.length === 1 ? '' : 's'}: ${list.join(', ')}.`);
  },
});
