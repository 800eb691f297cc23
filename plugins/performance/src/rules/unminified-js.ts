import { defineRule } from '@pagegrade/core';
import { bytes, KiB, shortUrl } from '../lib/common.ts';
import { jsSavings, unminified } from '../lib/minify.ts';

/** Lighthouse 13's unminified-javascript ignores savings under 2 KiB (IGNORE_THRESHOLD_IN_BYTES 2048); pagegrade also asks for 10 %. */
const MIN_SIZE = 4 * KiB;
const MIN_SAVINGS = 2 * KiB;
const MIN_RATIO = 0.1;

export default defineRule({
  id: 'performance/unminified-js',
  dimension: 'performance',
  title: 'JavaScript is minified',
  failureTitle: 'JavaScript is not minified',
  description: `Estimates, for each fetched script and each inline script of at least ${bytes(MIN_SIZE)}, how many bytes of comments and redundant white space a minifier would remove (identifier shortening not counted); ${bytes(MIN_SAVINGS)} and ${MIN_RATIO * 100} % or more fails. The estimate is a linear scan, not a real minification.`,
  why: 'Unminified JavaScript carries comments and formatting to every visitor and takes longer to download and parse; minifiers typically cut 30–60 % of source size.',
  fix: 'Minify scripts in the build (esbuild, Terser, SWC) and serve the production build, not the development one.',
  impact: 'moderate',
  tags: ['lighthouse:unminified-javascript'],
  check(ctx) {
    const limits = { minSize: MIN_SIZE, minSavings: MIN_SAVINGS, minRatio: MIN_RATIO };
    let judged = 0;
    for (const script of ctx.page.scripts) {
      const detail = unminified(script.text, jsSavings, limits, () => (script.origin === 'external' ? `Script ${shortUrl(script.url)}` : 'An inline script'));
      if (detail === null) continue;
      judged++;
      // A fetched script at the <script> that loads it (its URL is in the detail).
      if (detail) ctx.report(script.origin === 'external' ? script.element : { script }, detail);
    }
    if (judged === 0) return ctx.notApplicable(`No script of ${bytes(MIN_SIZE)} or more in the snapshot.`);
    return undefined;
  },
});
