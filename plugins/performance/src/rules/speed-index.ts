import { defineRule } from '@pagegrade/core';
import { SI, labVerdict } from '../lib/lab.ts';

export default defineRule({
  id: 'performance/speed-index',
  dimension: 'performance',
  title: 'The page fills the screen quickly',
  failureTitle: 'The page fills the screen slowly',
  description: 'Rendered mode only: the Speed Index as Lighthouse computes it for its default mobile run — how quickly the first screen fills in, measured from the screenshots of the page\'s load and simulated for Lighthouse\'s throttling from its trace — scored on Lighthouse\'s mobile curve (good up to 3.39 s, poor beyond 5.8 s). A warning when it needs improvement, a failure when it is poor; static snapshots are not-applicable, and a snapshot that has no Speed Index (taken before it was measured, or whose screenshots could not give one) is an error with the reason.',
  why: 'A page whose first screen fills in early feels fast even before it is complete; one that stays blank or half-drawn for long feels slow, whatever its other timings say.',
  fix: 'Paint the first screen early and in one go: cut render-blocking stylesheets and scripts, inline the critical CSS, keep web fonts from hiding text, and load what is below the first screen later.',
  impact: 'moderate',
  needs: ['rendered'],
  tags: ['lighthouse:speed-index'],
  check(ctx) {
    const { speedIndex, speedIndexError, simulationError } = ctx.page.rendered!.metrics;
    if (speedIndex === undefined) return ctx.error('This rendered snapshot was taken before the Speed Index was measured.');
    if (speedIndex === null) return ctx.error(simulationError ?? speedIndexError ?? 'The Speed Index could not be measured from the page\'s load.');
    return labVerdict(ctx, SI, speedIndex);
  },
});
