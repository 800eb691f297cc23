import { defineRule } from '@pagegrade/core';
import { checkImportantSpacing } from '../lib/text-spacing.ts';

export default defineRule({
  id: 'accessibility/word-spacing-important',
  dimension: 'accessibility',
  title: 'Inline word spacing with !important is wide enough',
  failureTitle: 'Some text has word spacing forced below 0.16 times its font size',
  description: 'Checks elements with text whose style attribute sets word-spacing with !important: the value must be at least 0.16 times the font size (WCAG 1.4.12 Text Spacing, ACT rule 9e45ec). An important inline declaration overrides the stylesheets users apply to widen the spacing between words. Values in em, % or (for line-height) plain numbers are compared directly; px, pt and rem are compared with the font size resolved from style sheets and style attributes; a value the styles leave unknown is left for review.',
  why: 'People with dyslexia or low vision widen the spacing between words with a user stylesheet or extension to read comfortably; an important inline value cannot be overridden, so the text stays cramped for them.',
  fix: 'Remove !important from the inline word-spacing, or set it to at least 0.16em.',
  impact: 'serious',
  tags: ['axe:avoid-inline-spacing', 'act:9e45ec', 'wcag:1.4.12'],
  check(ctx) {
    return checkImportantSpacing(ctx, 'word-spacing', 0.16);
  },
});
