import { defineRule, dom } from '@pagegrade/core';
import { bytes, MiB, shortUrl } from '../lib/common.ts';
import { inNoscriptOrTemplate } from '../lib/head.ts';
import { videoResource } from '../lib/media.ts';

/** pagegrade's threshold for a video that downloads with the page. */
const HEAVY = 2 * MiB;

export default defineRule({
  id: 'performance/video-autoplay',
  dimension: 'performance',
  title: 'No heavy video plays automatically',
  failureTitle: 'Videos download and play as the page loads',
  description: `Finds <video autoplay> elements: each is a warning, and a failure when its fetched file is larger than ${bytes(HEAVY)}. Not applicable when the page has no video.`,
  why: 'An autoplaying video starts downloading immediately, competing with the images, fonts and scripts the first screen needs, and keeps using the visitor\'s data for as long as it plays.',
  fix: 'Prefer a poster image with a play button; if the video must autoplay, keep it short, small and compressed (AV1/H.265/WebM), muted, and load it after the page has rendered.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const videos = (ctx.page.index.byTag.get('video') ?? []).filter((el) => !inNoscriptOrTemplate(ctx.page, el));
    if (videos.length === 0) return ctx.notApplicable('The page has no <video> elements.');
    for (const el of videos) {
      if (!dom.hasAttr(el, 'autoplay')) continue;
      const { url, res } = videoResource(ctx.page, el);
      const name = url ? shortUrl(url, 80) : dom.snippet(el, 60);
      if (res && res.state === 'ok' && res.size > HEAVY) ctx.report(el, `Video ${name} (${bytes(res.size)}) plays automatically.`);
      else ctx.warn(el, `Video ${name}${res && res.state === 'ok' ? ` (${bytes(res.size)})` : ''} plays automatically and downloads with the page.`);
    }
    return undefined;
  },
});
