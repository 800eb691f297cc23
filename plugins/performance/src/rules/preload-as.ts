import { defineRule, dom } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { PRELOAD_AS, preloads } from '../lib/preload.ts';

export default defineRule({
  id: 'performance/preload-as',
  dimension: 'performance',
  title: 'Preloads declare what they load',
  failureTitle: 'Some preloads have a missing or invalid as attribute',
  description: 'Checks that every <link rel="preload"> has an href and an as attribute naming a valid request destination (script, style, font, image, fetch, …).',
  why: 'Without a valid as the browser cannot give the request the right priority, headers and cache key: the preload is ignored or downloaded a second time when the real request is made.',
  fix: 'Add the matching as value (as="style", as="script", as="font" with crossorigin, as="image", as="fetch"), or remove the hint.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const list = preloads(ctx.page);
    if (list.length === 0) return ctx.notApplicable('The page has no <link rel="preload">.');
    for (const el of list) {
      const href = dom.attr(el, 'href') ?? '';
      const as = dom.attr(el, 'as');
      const what = href.trim() ? shortUrl(href, 80) : '(no href)';
      if (!href.trim() && !dom.attr(el, 'imagesrcset')) ctx.report(el, 'A preload has no href.');
      else if (as === null || as.trim() === '') ctx.report(el, `Preload of ${what} has no as attribute.`);
      else if (!PRELOAD_AS.has(as.trim().toLowerCase())) ctx.report(el, `Preload of ${what} has as="${as}", which is not a valid destination.`);
    }
    return undefined;
  },
});
