import { defineRule } from '@pagegrade/core';
import { bytes, MiB } from '../lib/common.ts';
import { references } from '../lib/refs.ts';

/**
 * pagegrade's thresholds on decoded JavaScript (what the browser must parse and compile). About
 * 1 MiB decoded is roughly 300 KiB compressed, a common budget for pages meant to work on
 * mid-range phones.
 */
const WARN = 1 * MiB;
const FAIL = 3 * MiB;

export default defineRule({
  id: 'performance/javascript-weight',
  dimension: 'performance',
  title: 'The page ships a moderate amount of JavaScript',
  failureTitle: 'The page ships a lot of JavaScript',
  description: `Adds up the decoded size of the inline scripts and the fetched external scripts: over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure. When external scripts are missing from the snapshot and the known total is under the threshold, the verdict is left for review.`,
  why: 'JavaScript is the most expensive resource byte for byte: after downloading it must be parsed, compiled and executed on the main thread, which on a mid-range phone delays interactivity by seconds per megabyte.',
  fix: 'Remove unused libraries and polyfills, split bundles by route and load non-critical code on interaction, and prefer server-rendered HTML over client-side rendering.',
  impact: 'serious',
  measures: 'bytes',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    let total = 0;
    let external = 0;
    let inline = 0;
    for (const s of page.scripts) {
      total += Buffer.byteLength(s.text);
      if (s.origin === 'external') external++;
      else inline++;
    }
    const referenced = new Set(references(page).filter((r) => r.kind === 'script').map((r) => r.url));
    let missing = 0;
    for (const url of referenced) if (page.resourceByUrl(url)?.state !== 'ok') missing++;
    if (inline + external === 0 && missing === 0) return ctx.notApplicable('The page has no scripts.');
    const detail = `${bytes(total)} of JavaScript (${external} external, ${inline} inline)${missing ? `; ${missing} referenced script${missing === 1 ? ' is' : 's are'} not in the snapshot` : ''}.`;
    ctx.measure(total, 'bytes');
    if (total > FAIL) return ctx.fail(detail);
    if (total > WARN) return ctx.warning(detail);
    if (missing) return ctx.needsReview(`${detail} The total cannot be judged without them.`);
    return ctx.pass(detail);
  },
});
