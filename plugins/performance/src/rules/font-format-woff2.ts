import { defineRule, cssResources } from '@pagegrade/core';
import { extensionOf, shortUrl } from '../lib/common.ts';

export default defineRule({
  id: 'performance/font-format-woff2',
  dimension: 'performance',
  title: 'Web fonts are offered as WOFF2',
  failureTitle: 'Some web fonts are not offered as WOFF2',
  description: 'Checks that every @font-face with a downloadable source in the inline and fetched CSS offers a WOFF2 file (format("woff2") or a .woff2 URL).',
  why: 'WOFF2 uses Brotli-based compression and is about 30 % smaller than WOFF and far smaller than TTF/OTF; every current browser supports it, so older formats only add bytes.',
  fix: 'Convert the fonts to WOFF2 and list it first in src; drop EOT, SVG and TTF fallbacks unless very old browsers must be supported.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let judged = 0;
    for (const face of cssResources(ctx.page).fontFaces) {
      const urls = face.sources.filter((s) => s.url !== null && !s.url.startsWith('data:'));
      if (urls.length === 0) continue;
      judged++;
      const woff2 = urls.some((s) => s.format === 'woff2' || s.format === 'woff2-variations' || extensionOf(s.url!) === 'woff2');
      if (!woff2) ctx.report({ stylesheet: face.sheet, node: face.node }, `@font-face "${face.family ?? '?'}" offers only ${urls.map((s) => shortUrl(s.url!, 60)).join(', ')}.`);
    }
    if (judged === 0) return ctx.notApplicable('No @font-face with a downloadable source in the known CSS.');
    return undefined;
  },
});
