import { defineRule } from '@pagegrade/core';
import { TBT, labVerdict } from '../lib/lab.ts';

/** Long tasks reported at most. */
const MAX_TASKS = 5;
/** A task blocks input for the part of it beyond this (ms): the long-task threshold. */
const BLOCKING_FROM = 50;

export default defineRule({
  id: 'performance/total-blocking-time',
  dimension: 'performance',
  title: 'The main thread stays free to answer input',
  failureTitle: 'Long tasks block the main thread',
  description: `Rendered mode only: the Total Blocking Time as Lighthouse computes it for its default mobile run (each main-thread task's time beyond ${BLOCKING_FROM} ms between the first contentful paint and Time to Interactive, with the tasks slowed 4× and placed by simulating its throttling on the trace of the page's load), scored on Lighthouse's mobile curve (good up to 200 ms, poor beyond 600 ms), with the longest tasks as findings. A warning when it needs improvement, a failure when it is poor; static snapshots are not-applicable.`,
  why: 'While a long task runs, taps and key presses wait: the page looks ready but does not answer. TBT is the lab stand-in for Interaction to Next Paint, a Core Web Vital.',
  fix: 'Ship less JavaScript at load (split bundles, defer what is not needed for the first screen, drop unused libraries and heavy third-party tags) and break long work into chunks that yield to the browser.',
  impact: 'serious',
  needs: ['rendered'],
  tags: ['lighthouse:total-blocking-time'],
  check(ctx) {
    const { totalBlockingTime, longTasks, firstContentfulPaint: fcp, simulationError } = ctx.page.rendered!.metrics;
    if (simulationError) return ctx.error(simulationError);
    const counted = longTasks.filter((t) => fcp === null || t.startTime >= fcp);
    const verdict = labVerdict(ctx, TBT, totalBlockingTime, ` ${counted.length} long task${counted.length === 1 ? '' : 's'} after the first contentful paint.`);
    if (verdict.outcome === 'pass') return verdict;
    const longest = [...counted].sort((a, b) => b.duration - a.duration || a.startTime - b.startTime).slice(0, MAX_TASKS);
    for (const t of longest) {
      ctx.report(null, `A ${Math.round(t.duration)} ms task at ${Math.round(t.startTime)} ms (simulated) blocked input for ${Math.round(t.duration - BLOCKING_FROM)} ms.`);
    }
    return verdict;
  },
});
