import { defineRule } from '@pagegrade/core';
import { bytes, fetchedSubresources, KiB, shortUrl } from '../lib/common.ts';
import { elementFor } from '../lib/refs.ts';

/** Lighthouse 13's image-delivery insight (GIF_SIZE_THRESHOLD) flags GIFs of more than 100 KiB. */
const LIMIT = 100 * KiB;

export default defineRule({
  id: 'performance/large-gif',
  dimension: 'performance',
  title: 'No large GIFs',
  failureTitle: 'Large GIFs are used where a video would be far smaller',
  description: `Finds fetched images served as image/gif of more than ${bytes(LIMIT)}. Large GIFs are almost always animations. Only GIFs in the snapshot are judged.`,
  why: 'GIF is an inefficient format for animation: the same clip as an MP4 or WebM video, or as animated WebP/AVIF, is typically 5–20 times smaller.',
  fix: 'Convert animated GIFs to <video autoplay muted loop playsinline> with MP4/WebM sources, or to animated WebP/AVIF; convert still GIFs to PNG or WebP.',
  impact: 'moderate',
  needs: ['fetched'],
  tags: ['lighthouse:image-delivery-insight'],
  check(ctx) {
    const gifs = fetchedSubresources(ctx.page).filter((r) => r.mimeType.startsWith('image/gif'));
    if (gifs.length === 0) return ctx.notApplicable('No GIF image is in the snapshot.');
    for (const r of gifs) if (r.size > LIMIT) ctx.report(elementFor(ctx.page, r.url), `GIF ${shortUrl(r.url)} is ${bytes(r.size)}.`);
    return undefined;
  },
});
