import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';

export default defineRule({
  id: 'accessibility/video-caption',
  dimension: 'accessibility',
  title: 'Videos have captions',
  failureTitle: 'Some videos have no captions track',
  description: 'Checks that every <video> exposed to assistive technology has a <track kind="captions"> (or kind="subtitles") with a src. A video without one warns, since captions may be burned into the picture or the video may have no speech; a muted video without controls (typically a decorative background loop) needs review. Static checks do not prove accessibility: whether captions exist and are accurate needs a human to watch the video.',
  why: 'Deaf and hard-of-hearing people cannot follow speech and meaningful sound in a video without synchronised captions.',
  fix: 'Add <track kind="captions" src="captions.vtt" srclang="en" label="English"> inside the <video>, with accurate WebVTT captions.',
  impact: 'serious',
  tags: ['axe:video-caption', 'act:eac66b', 'wcag:1.2.2', 'lighthouse:video-caption'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    let review = 0;
    for (const v of page.index.byTag.get('video') ?? []) {
      if (isHidden(page, v)) continue;
      checked++;
      const tracks = dom.childElements(v).filter((c) => c.name === 'track');
      const captions = tracks.some((t) => ['captions', 'subtitles'].includes((t.attribs['kind'] ?? 'subtitles').trim().toLowerCase()) && (t.attribs['src'] ?? '').trim() !== '');
      if (captions) continue;
      const src = v.attribs['src'] ?? dom.childElements(v).find((c) => c.name === 'source')?.attribs['src'] ?? '';
      if (v.attribs['muted'] !== undefined && v.attribs['controls'] === undefined) {
        review++;
        continue;
      }
      ctx.warn(v, `Video ${src || dom.snippet(v, 50)} has no captions track; unless it has no speech or captions are burned in, deaf users miss its audio.`);
    }
    if (checked === 0) return ctx.notApplicable('The page has no <video> elements.');
    if (review > 0 && review === checked) return ctx.needsReview(`${review} muted video(s) without controls and without captions track: check whether they carry speech or meaningful sound.`);
    return undefined;
  },
});
