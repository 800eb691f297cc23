import { defineRule, renderedElement } from '@pagegrade/core';
import { LCP, labVerdict, rating } from '../lib/lab.ts';

export default defineRule({
  id: 'performance/largest-contentful-paint',
  dimension: 'performance',
  title: 'The main content is painted quickly',
  failureTitle: 'The main content is painted late',
  description: 'Rendered mode only: the Largest Contentful Paint as Lighthouse computes it for its default mobile run (simulated for its throttling from the trace of the page\'s load), scored on Lighthouse\'s mobile curve (good up to 2.5 s, poor beyond 4 s), with the LCP element as the finding when it is slow. A warning when it needs improvement, a failure when it is poor; static snapshots are not-applicable.',
  why: 'LCP is a Core Web Vital: it marks when the main content — usually the hero image or headline — becomes visible, which is when visitors feel the page has loaded. Search ranks pages by it.',
  fix: 'Make the LCP element arrive early: serve the hero image small and in a modern format, never lazy-load it, give it fetchpriority="high" (or preload it when CSS or script discovers it), and remove what blocks rendering before it.',
  impact: 'serious',
  needs: ['rendered'],
  tags: ['lighthouse:largest-contentful-paint'],
  check(ctx) {
    const { page } = ctx;
    const metrics = page.rendered!.metrics;
    const lcp = metrics.largestContentfulPaint;
    if (lcp === null) return ctx.error(metrics.simulationError ?? 'The browser reported no largest contentful paint before the capture ended, so LCP has no value.');
    const selector = metrics.largestContentfulPaintElement;
    if (selector && rating(LCP, lcp) !== 'good') {
      const el = renderedElement(page, selector);
      const text = `The LCP element, painted at ${Math.round(lcp)} ms.`;
      ctx.report(el, el ? text : `${text} (${selector}; no longer in the DOM as it was saved)`);
    }
    return labVerdict(ctx, LCP, lcp, selector ? ` The LCP element is ${selector}.` : ' The browser named no LCP element still in the DOM.');
  },
});
