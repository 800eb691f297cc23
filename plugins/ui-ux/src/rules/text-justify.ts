import { defineRule, cssDecls } from '@pagegrade/core';
import { declTarget, declWhere, screenMedia } from '../lib/css.ts';

export default defineRule({
  id: 'ui-ux/text-justify',
  dimension: 'uiux',
  title: 'Text is not fully justified',
  failureTitle: 'Some text is fully justified, leaving uneven gaps between words',
  description: 'Flags text-align: justify (or justify-all) in screen-media CSS and style attributes; each occurrence warns.',
  why: 'Justified text on the web has no hyphenation control, so it opens irregular "rivers" of white space between words, which slow reading and are especially hard for people with dyslexia; narrow mobile columns make it worse.',
  fix: 'Use text-align: start (left-aligned, ragged right) for body text.',
  impact: 'minor',
  tags: ['wcag:1.4.8'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/visual-presentation.html'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'text-align')) {
      if (!/^justify(-all)?$/.test(d.value) || !screenMedia(d.rule?.media ?? null)) continue;
      ctx.warn(declTarget(d), `text-align: ${d.value} in ${declWhere(d)}.`);
    }
    return undefined;
  },
});
