import { defineRule, dom } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { inNoscriptOrTemplate } from '../lib/head.ts';
import { videoResource } from '../lib/media.ts';

export default defineRule({
  id: 'performance/video-preload',
  dimension: 'performance',
  title: 'Media that does not autoplay is not preloaded in full',
  failureTitle: 'Video or audio is preloaded before anyone presses play',
  description: 'Finds <video> and <audio> elements without autoplay that ask for preload="auto" (or an empty preload attribute, which means auto): a warning for each.',
  why: 'preload="auto" lets the browser download the whole media file at load time even though the visitor may never play it, taking bandwidth from the rest of the page.',
  fix: 'Use preload="none" (or "metadata") with a poster image, so media is only downloaded when the visitor presses play.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const media = [...(ctx.page.index.byTag.get('video') ?? []), ...(ctx.page.index.byTag.get('audio') ?? [])].filter((el) => !dom.hasAttr(el, 'autoplay') && !inNoscriptOrTemplate(ctx.page, el));
    if (media.length === 0) return ctx.notApplicable('The page has no <video> or <audio> without autoplay.');
    for (const el of media) {
      const preload = dom.attr(el, 'preload');
      if (preload === null || !['', 'auto'].includes(preload.trim().toLowerCase())) continue;
      const { url } = el.name === 'video' ? videoResource(ctx.page, el) : { url: dom.attr(el, 'src') };
      ctx.warn(el, `<${el.name}> ${url ? shortUrl(url, 80) : ''} has preload="${preload}" and downloads before it is played.`.replace('>  has', '> has'));
    }
    return undefined;
  },
});
