import type { Context } from 'koa';
import { PagegradeError } from '@pagegrade/core';
import { sendCached } from '../http/cached.ts';
import type { AnalysisStore, StoredImage } from '../store/types.ts';

/** The file name of each picture under its report's address. */
const FILE: Record<StoredImage, string> = { screenshot: 'screenshot.jpg', thumbnails: 'thumbnails.jpg' };

/** What a report's picture is, for the refusal when an analysis has none. */
const MISSING: Record<StoredImage, string> = {
  screenshot: 'This analysis has no screenshot: only rendered analyses keep one (mode "rendered").',
  thumbnails: 'This analysis has no thumbnails below the first screen: only a rendered analysis whose findings name elements there keeps them.',
};

/** The address of one of a report's pictures, which the report's images load. */
export function reportImagePath(id: string, kind: StoredImage): string {
  return `/report/${encodeURIComponent(id)}/${FILE[kind]}`;
}

/**
 * Answers with a picture kept with a rendered analysis (JPEG), or not_found for an unknown id or
 * an analysis that kept none. It never changes: cached for a day.
 */
export async function sendReportImage(ctx: Context, analyses: AnalysisStore, id: string, kind: StoredImage): Promise<void> {
  const jpeg = await analyses.image(id, kind);
  if (!jpeg) {
    if (!(await analyses.summary(id))) throw new PagegradeError('not_found', 'No analysis with this id.');
    throw new PagegradeError('not_found', MISSING[kind]);
  }
  sendCached(ctx, 'image/jpeg', jpeg, 'public, max-age=86400');
}
