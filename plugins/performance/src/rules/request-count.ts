import { defineRule } from '@pagegrade/core';
import { references, type RefKind } from '../lib/refs.ts';

/** pagegrade's thresholds for distinct resources requested directly by the markup and CSS. */
const WARN = 80;
const FAIL = 150;

export default defineRule({
  id: 'performance/request-count',
  dimension: 'performance',
  title: 'The page requests a moderate number of resources',
  failureTitle: 'The page requests a great many resources',
  description: `Counts the distinct URLs the markup and known CSS make the browser fetch at load time (scripts, stylesheets, images, frames, fonts, media, preloads): more than ${WARN} is a warning, more than ${FAIL} a failure. Requests made later by scripts are not visible statically, so this is a lower bound.`,
  why: 'Every request has overhead (headers, priority negotiation, and on HTTP/1.1 a connection slot); hundreds of requests lengthen loading even on fast connections.',
  fix: 'Bundle small scripts and stylesheets, combine icons into an SVG sprite or icon font subset, lazy-load images below the first screen, and remove unused resources.',
  impact: 'moderate',
  measures: 'count',
  tags: ['lighthouse:resource-summary'],
  check(ctx) {
    const byKind = new Map<RefKind, Set<string>>();
    const all = new Set<string>();
    for (const r of references(ctx.page)) {
      all.add(r.url);
      let set = byKind.get(r.kind);
      if (!set) byKind.set(r.kind, (set = new Set()));
      set.add(r.url);
    }
    const n = all.size;
    ctx.measure(n, 'count');
    const parts = [...byKind].map(([k, s]) => `${s.size} ${k}${s.size === 1 ? '' : 's'}`).join(', ');
    const detail = `${n} distinct resource URL${n === 1 ? '' : 's'}${n ? ` (${parts})` : ''}.`;
    if (n > FAIL) return ctx.fail(detail);
    if (n > WARN) return ctx.warning(detail);
    return ctx.pass(detail);
  },
});
