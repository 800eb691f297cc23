import { defineRule } from '@pagegrade/core';
import { atMostOneLandmark } from '../lib/landmarks.ts';

export default defineRule({
  id: 'accessibility/landmark-no-duplicate-contentinfo',
  dimension: 'accessibility',
  title: 'The page has at most one contentinfo landmark',
  failureTitle: 'The page has more than one contentinfo landmark',
  description: 'Counts the contentinfo landmarks exposed to assistive technology (a <footer> that is not inside article, aside, main, nav or section, or role="contentinfo") and fails when there is more than one. Not applicable when there is none.',
  why: 'The contentinfo landmark is the page footer; several of them confuse landmark navigation and hide which one holds the site information.',
  fix: 'Keep one page-level <footer>; nest other footers inside their article or section, or drop role="contentinfo".',
  impact: 'moderate',
  tags: ['axe:landmark-no-duplicate-contentinfo', 'best-practice'],
  check: (ctx) => atMostOneLandmark(ctx, 'contentinfo'),
});
