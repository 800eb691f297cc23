import { defineRule, dom, FOLD_IMAGES, FOLD_TEXT, foldPositions, declaredTiny, likelyBelowFold } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';

export default defineRule({
  id: 'performance/iframe-lazy',
  dimension: 'performance',
  title: 'Frames far down the page are lazy-loaded',
  failureTitle: 'Frames far down the page load eagerly',
  description: `Heuristic, without layout: an <iframe> that comes after ${FOLD_IMAGES} content images or ${FOLD_TEXT} characters of text in document order is probably below the first screen and should have loading="lazy". Each such eager frame is a warning; invisible 0–2 px frames are skipped.`,
  why: 'An embedded video, map or social widget loads a whole document with its scripts as soon as the page loads, even when the visitor never scrolls to it.',
  fix: 'Add loading="lazy" to iframes below the first screen, or replace heavy embeds with a facade (a thumbnail that loads the frame on click).',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const pos = foldPositions(ctx.page);
    let judged = 0;
    for (const el of ctx.page.index.byTag.get('iframe') ?? []) {
      const p = pos.get(el);
      if (!dom.attr(el, 'src') || !likelyBelowFold(p)) continue;
      if (declaredTiny(el)) continue;
      judged++;
      if ((dom.attr(el, 'loading') ?? '').trim().toLowerCase() === 'lazy') continue;
      ctx.warn(el, `Frame ${shortUrl(dom.attr(el, 'src') ?? '', 80)} comes after ${p!.imagesBefore} images and ${p!.textBefore} characters of text but is not lazy-loaded.`);
    }
    if (judged === 0) return ctx.notApplicable('No frame appears far enough down the page to judge.');
    return undefined;
  },
});
