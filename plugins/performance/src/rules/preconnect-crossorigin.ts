import { defineRule, dom, cssResources } from '@pagegrade/core';
import { originOf } from '../lib/common.ts';

/** Origins that serve only web fonts (always fetched in CORS mode). */
const FONT_ONLY = new Set(['https://fonts.gstatic.com', 'https://use.typekit.net', 'https://fonts.bunny.net']);

export default defineRule({
  id: 'performance/preconnect-crossorigin',
  dimension: 'performance',
  title: 'Preconnects to font origins are in CORS mode',
  failureTitle: 'Preconnects to font origins lack the crossorigin attribute',
  description: 'Finds origins that serve web fonts (from @font-face sources in the known CSS, font preloads, or well-known font hosts such as fonts.gstatic.com) that are preconnected only without the crossorigin attribute.',
  why: 'Fonts are always requested in CORS mode, which uses a separate connection from ordinary requests; a preconnect without crossorigin warms up the wrong connection and the font fetch has to open a new one.',
  fix: 'Add crossorigin to the preconnect for font origins: <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>. If the origin also serves non-CORS resources, keep a second preconnect without it.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    const fontOrigins = new Set(FONT_ONLY);
    for (const face of cssResources(page).fontFaces) for (const s of face.sources) if (s.url) { const o = originOf(s.url); if (o) fontOrigins.add(o); }
    const links = page.index.byTag.get('link') ?? [];
    for (const el of links) {
      if (!dom.tokens(el, 'rel').includes('preload') || (dom.attr(el, 'as') ?? '').toLowerCase() !== 'font') continue;
      const abs = page.resolveUrl(dom.attr(el, 'href') ?? '');
      const o = abs ? originOf(abs) : null;
      if (o) fontOrigins.add(o);
    }
    const plain = new Map<string, typeof links[number]>();
    const cors = new Set<string>();
    for (const el of links) {
      if (!dom.tokens(el, 'rel').includes('preconnect')) continue;
      const abs = page.resolveUrl(dom.attr(el, 'href') ?? '');
      const o = abs ? originOf(abs) : null;
      if (!o || !fontOrigins.has(o)) continue;
      if (dom.hasAttr(el, 'crossorigin')) cors.add(o);
      else if (!plain.has(o)) plain.set(o, el);
    }
    if (plain.size === 0 && cors.size === 0) return ctx.notApplicable('No preconnect to an origin that serves fonts.');
    for (const [o, el] of plain) if (!cors.has(o)) ctx.report(el, `Fonts load from ${o}, but its preconnect has no crossorigin attribute.`);
    return undefined;
  },
});
