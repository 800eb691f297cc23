import { defineRule } from '@pagegrade/core';
import { bytes, KiB, shortUrl } from '../lib/common.ts';
import { cssSavings, unminified } from '../lib/minify.ts';

/** Lighthouse 13's unminified-css ignores savings under 2 KiB (IGNORE_THRESHOLD_IN_BYTES 2048); pagegrade also asks for 10 %. */
const MIN_SIZE = 4 * KiB;
const MIN_SAVINGS = 2 * KiB;
const MIN_RATIO = 0.1;

export default defineRule({
  id: 'performance/unminified-css',
  dimension: 'performance',
  title: 'CSS is minified',
  failureTitle: 'CSS is not minified',
  description: `Estimates, for each fetched stylesheet and each <style> element of at least ${bytes(MIN_SIZE)}, how many bytes of comments and redundant white space a minifier would remove; ${bytes(MIN_SAVINGS)} and ${MIN_RATIO * 100} % or more fails. The estimate is a linear scan, not a real minification.`,
  why: 'Comments, indentation and line breaks are useful in source files but are downloaded and parsed by every visitor; minification typically removes 15–30 % of hand-written CSS before compression.',
  fix: 'Minify CSS in the build (Lightning CSS, cssnano, esbuild) or at the CDN, and keep readable sources in the repository.',
  impact: 'minor',
  tags: ['lighthouse:unminified-css'],
  check(ctx) {
    const limits = { minSize: MIN_SIZE, minSavings: MIN_SAVINGS, minRatio: MIN_RATIO };
    let judged = 0;
    for (const sheet of ctx.page.stylesheets) {
      if (sheet.origin === 'style-attribute') continue;
      const detail = unminified(sheet.text, cssSavings, limits, () => (sheet.origin === 'external' ? `Stylesheet ${shortUrl(sheet.url)}` : 'An inline <style>'));
      if (detail === null) continue;
      judged++;
      // A fetched sheet at the <link> that loads it (its URL is in the detail).
      if (detail) ctx.report(sheet.origin === 'external' ? sheet.element : { stylesheet: sheet }, detail);
    }
    if (judged === 0) return ctx.notApplicable(`No stylesheet of ${bytes(MIN_SIZE)} or more in the snapshot.`);
    return undefined;
  },
});
