import type { Context } from 'koa';
import { PagegradeError } from '@pagegrade/core';
import { sendCached } from '../http/cached.ts';
import type { AnalysisStore } from '../store/types.ts';

/** The address of a report's screenshot, which the report's images load. */
export function screenshotPath(id: string): string {
  return `/report/${encodeURIComponent(id)}/screenshot.jpg`;
}

/**
 * Answers with a rendered analysis's first-screen screenshot (JPEG), or not_found for an unknown
 * id or an analysis that kept none (a static one). It never changes: cached for a day.
 */
export async function sendScreenshot(ctx: Context, analyses: AnalysisStore, id: string): Promise<void> {
  const jpeg = await analyses.screenshot(id);
  if (!jpeg) {
    if (!(await analyses.summary(id))) throw new PagegradeError('not_found', 'No analysis with this id.');
    throw new PagegradeError('not_found', 'This analysis has no screenshot: only rendered analyses keep one (mode "rendered").');
  }
  sendCached(ctx, 'image/jpeg', jpeg, 'public, max-age=86400');
}
