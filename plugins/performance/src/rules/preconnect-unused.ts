import { defineRule, dom } from '@pagegrade/core';
import { originOf } from '../lib/common.ts';
import { mentionedUrls, references } from '../lib/refs.ts';

export default defineRule({
  id: 'performance/preconnect-unused',
  dimension: 'performance',
  title: 'Preconnected origins are used by the page',
  failureTitle: 'Some preconnect hints point to origins the page does not use',
  description: 'Compares the origins of <link rel="preconnect"> with the origins of every resource the markup and the fetched CSS reference. A preconnect to the page\'s own origin, or to an origin nothing references, is a warning. Origins only used by scripts at runtime cannot be seen statically; when a linked stylesheet was not fetched, unreferenced origins are not judged.',
  why: 'A preconnect costs a DNS lookup and TCP/TLS handshake at the start of the load; if the origin is the page\'s own (already connected) or never used, the work competes with critical requests for nothing.',
  fix: 'Remove preconnect hints for origins the page does not load from early, and never preconnect to the page\'s own origin.',
  impact: 'minor',
  tags: ['lighthouse:network-dependency-tree-insight'],
  check(ctx) {
    const { page } = ctx;
    const links = (page.index.byTag.get('link') ?? []).filter((el) => dom.tokens(el, 'rel').includes('preconnect'));
    if (links.length === 0) return ctx.notApplicable('The page has no preconnect hints.');
    const used = new Set<string>();
    for (const u of mentionedUrls(page)) {
      const o = originOf(u);
      if (o) used.add(o);
    }
    for (const r of references(page)) {
      const o = r.kind === 'preload' ? originOf(r.url) : null;
      if (o) used.add(o);
    }
    const cssUnknown = references(page).some((r) => r.kind === 'stylesheet' && page.resourceByUrl(r.url)?.state !== 'ok');
    const self = page.location ? page.location.origin : null;
    for (const el of links) {
      const href = dom.attr(el, 'href');
      const abs = href ? page.resolveUrl(href) : null;
      const o = abs ? originOf(abs) : null;
      if (!o) continue;
      if (o === self) ctx.warn(el, `Preconnect to ${o}, the page's own origin, which is already connected.`);
      else if (!used.has(o) && !cssUnknown) ctx.warn(el, `Nothing in the markup or CSS loads from ${o}; unless a script uses it early, the preconnect is wasted.`);
    }
    return undefined;
  },
});
