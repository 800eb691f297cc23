import { defineRule } from '@pagegrade/core';
import { FCP, labVerdict } from '../lib/lab.ts';

export default defineRule({
  id: 'performance/first-contentful-paint',
  dimension: 'performance',
  title: 'The first content is painted quickly',
  failureTitle: 'The first content is painted late',
  description: 'Rendered mode only: the First Contentful Paint as Lighthouse computes it for its default mobile run (simulated for its throttling — 150 ms round trip, 1.6 Mbit/s, CPU 4× slower — from the trace of the page\'s load), scored on Lighthouse\'s mobile curve (good up to 1.8 s, poor beyond 3 s). A warning when it needs improvement, a failure when it is poor; static snapshots are not-applicable.',
  why: 'Until the first text or image appears, visitors look at a blank screen and many leave; FCP is the first sign that the page is loading at all.',
  fix: 'Cut what blocks the first paint: a slow server response, render-blocking stylesheets and synchronous scripts in <head>, web fonts that hide text, and redirects before the page.',
  impact: 'moderate',
  needs: ['rendered'],
  tags: ['lighthouse:first-contentful-paint'],
  check(ctx) {
    const { firstContentfulPaint: fcp, simulationError } = ctx.page.rendered!.metrics;
    if (fcp === null) return ctx.error(simulationError ?? 'The browser saw no contentful paint before the capture ended, so FCP has no value.');
    return labVerdict(ctx, FCP, fcp);
  },
});
