import { defineRule } from '@pagegrade/core';
import { checkImportantSpacing } from '../lib/text-spacing.ts';

export default defineRule({
  id: 'accessibility/line-height-important',
  dimension: 'accessibility',
  title: 'Inline line height with !important is tall enough',
  failureTitle: 'Some wrapping text has its line height forced below 1.5 times its font size',
  description: 'Checks elements with text that wraps onto several lines whose style attribute sets line-height with !important: the value must be at least 1.5 times the font size (WCAG 1.4.12 Text Spacing, ACT rule 78fd32). An important inline declaration overrides the stylesheets users apply to widen the line height. Values in em, % or (for line-height) plain numbers are compared directly; px, pt and rem are compared with the font size resolved from style sheets and style attributes; a value the styles leave unknown is left for review.',
  why: 'People with dyslexia or low vision widen the line height with a user stylesheet or extension to read comfortably; an important inline value cannot be overridden, so the text stays cramped for them.',
  fix: 'Remove !important from the inline line-height, or set it to at least 1.5 (a unitless line height).',
  impact: 'serious',
  tags: ['axe:avoid-inline-spacing', 'act:78fd32', 'wcag:1.4.12'],
  check(ctx) {
    return checkImportantSpacing(ctx, 'line-height', 1.5);
  },
});
