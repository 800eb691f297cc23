import { defineRule, dom } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { preloads } from '../lib/preload.ts';

export default defineRule({
  id: 'performance/preload-font-crossorigin',
  dimension: 'performance',
  title: 'Font and fetch preloads are in CORS mode',
  failureTitle: 'Font or fetch preloads lack crossorigin and are downloaded twice',
  description: 'Finds <link rel="preload"> with as="font" or as="fetch" that has no crossorigin attribute.',
  why: 'Fonts and fetch() requests are made in CORS mode; a preload without crossorigin is made in no-CORS mode, does not match the real request and is thrown away, so the file is downloaded twice.',
  fix: 'Add crossorigin (anonymous) to font and fetch preloads, even for same-origin files: <link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin>.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let judged = 0;
    for (const el of preloads(ctx.page)) {
      const as = (dom.attr(el, 'as') ?? '').trim().toLowerCase();
      if (as !== 'font' && as !== 'fetch') continue;
      judged++;
      if (!dom.hasAttr(el, 'crossorigin')) ctx.report(el, `The ${as} preload of ${shortUrl(dom.attr(el, 'href') ?? '', 80)} has no crossorigin attribute.`);
    }
    if (judged === 0) return ctx.notApplicable('The page preloads no fonts or fetch requests.');
    return undefined;
  },
});
