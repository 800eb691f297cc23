import { defineRule } from '@pagegrade/core';
import { bytes, fetchedSubresources, KiB, MiB, shortUrl } from '../lib/common.ts';
import { elementFor } from '../lib/refs.ts';

/** pagegrade's thresholds for a single image file (GIFs are judged by large-gif). */
const WARN = 250 * KiB;
const FAIL = 1 * MiB;

export default defineRule({
  id: 'performance/oversized-images',
  dimension: 'performance',
  title: 'Image files are a reasonable size',
  failureTitle: 'Some image files are very large',
  description: `Checks the size of every fetched image (except GIF and SVG): over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure. Only images in the snapshot are judged.`,
  why: 'A single multi-megabyte photo can outweigh the rest of the page; it delays the Largest Contentful Paint when it is the hero image and wastes data when it is shown small.',
  fix: 'Resize images to the largest size they are displayed at, compress them (quality 70–85 is usually indistinguishable), serve AVIF or WebP, and offer smaller sizes with srcset.',
  impact: 'moderate',
  needs: ['fetched'],
  tags: ['best-practice'],
  check(ctx) {
    const images = fetchedSubresources(ctx.page).filter((r) => r.mimeType.startsWith('image/') && !r.mimeType.startsWith('image/gif') && !r.mimeType.startsWith('image/svg'));
    if (images.length === 0) return ctx.notApplicable('No raster image (other than GIF) is in the snapshot.');
    for (const r of images) {
      const type = r.mimeType.split(';')[0];
      if (r.size > FAIL) ctx.report(elementFor(ctx.page, r.url), `Image ${shortUrl(r.url)} is ${bytes(r.size)} (${type}).`);
      else if (r.size > WARN) ctx.warn(elementFor(ctx.page, r.url), `Image ${shortUrl(r.url)} is ${bytes(r.size)} (${type}).`);
    }
    return undefined;
  },
});
