import { defineRule } from '@pagegrade/core';
import { atMostOneLandmark } from '../lib/landmarks.ts';

export default defineRule({
  id: 'accessibility/landmark-no-duplicate-main',
  dimension: 'accessibility',
  title: 'The page has at most one main landmark',
  failureTitle: 'The page has more than one main landmark',
  description: 'Counts the main landmarks exposed to assistive technology (<main> or role="main") and fails when there is more than one. Not applicable when there is none.',
  why: 'Users jump to the main landmark to reach the content; with several, the shortcut lands on an arbitrary one and the others are easily missed.',
  fix: 'Use one <main> per page (extra <main> elements must be hidden), and mark other regions with section, article or aside.',
  impact: 'moderate',
  tags: ['axe:landmark-no-duplicate-main', 'best-practice'],
  check: (ctx) => atMostOneLandmark(ctx, 'main'),
});
