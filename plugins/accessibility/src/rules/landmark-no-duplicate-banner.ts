import { defineRule } from '@pagegrade/core';
import { atMostOneLandmark } from '../lib/landmarks.ts';

export default defineRule({
  id: 'accessibility/landmark-no-duplicate-banner',
  dimension: 'accessibility',
  title: 'The page has at most one banner landmark',
  failureTitle: 'The page has more than one banner landmark',
  description: 'Counts the banner landmarks exposed to assistive technology (a <header> that is not inside article, aside, main, nav or section, or role="banner") and fails when there is more than one. Not applicable when there is none.',
  why: 'The banner holds the site-wide header; screen reader users expect exactly one and jump to it by landmark navigation. Several banners make the page structure ambiguous.',
  fix: 'Keep one page-level <header>; headers inside articles or sections are not banners, so nest secondary headers there or drop role="banner".',
  impact: 'moderate',
  tags: ['axe:landmark-no-duplicate-banner', 'best-practice'],
  check: (ctx) => atMostOneLandmark(ctx, 'banner'),
});
