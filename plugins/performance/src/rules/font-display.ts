import { defineRule, dom, cssResources } from '@pagegrade/core';
import { isNetworkUrl, shortUrl } from '../lib/common.ts';

/** The values Lighthouse's font-display audit accepts: each bounds the invisible-text period. */
const OK = new Set(['swap', 'fallback', 'optional', 'block']);

export default defineRule({
  id: 'performance/font-display',
  dimension: 'performance',
  title: 'Web fonts declare a font-display strategy',
  failureTitle: 'Web fonts may leave text invisible while they load',
  description: 'Checks every @font-face with a downloadable source in the inline and fetched CSS for a font-display of swap, fallback, optional or block (missing or auto fails), and Google Fonts stylesheet links that were not fetched for a display= parameter.',
  why: 'Without font-display, browsers hide text set in a loading web font for up to three seconds (the flash of invisible text), so visitors on slow connections see a page without words.',
  fix: 'Add `font-display: swap` (or optional for non-essential fonts) to each @font-face, and `&display=swap` to Google Fonts URLs.',
  impact: 'moderate',
  tags: ['lighthouse:font-display-insight'],
  check(ctx) {
    const { page } = ctx;
    let judged = 0;
    for (const face of cssResources(page).fontFaces) {
      if (!face.sources.some((s) => isNetworkUrl(s.url))) continue;
      judged++;
      if (face.display !== null && OK.has(face.display)) continue;
      const name = face.family ? `"${face.family}"` : 'without a family name';
      const detail = face.display === null ? `@font-face ${name} has no font-display.` : `@font-face ${name} has font-display: ${face.display}.`;
      ctx.report({ stylesheet: face.sheet, node: face.node }, detail);
    }
    for (const el of page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(el, 'rel').includes('stylesheet')) continue;
      const abs = page.resolveUrl(dom.attr(el, 'href') ?? '');
      if (!abs || !/^https:\/\/fonts\.googleapis\.com\/css2?\?/.test(abs)) continue;
      if (page.resourceByUrl(abs)?.state === 'ok') continue;
      judged++;
      if (!/[?&]display=(swap|fallback|optional|block)\b/.test(abs)) ctx.report(el, `Google Fonts stylesheet ${shortUrl(abs, 90)} has no display=swap parameter.`);
    }
    if (judged === 0) return ctx.notApplicable('No @font-face with a downloadable source in the known CSS and no Google Fonts link.');
    return undefined;
  },
});
