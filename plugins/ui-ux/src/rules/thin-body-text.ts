import { defineRule, cssDecls, selectorText, splitSelectorList, selectorSubject, compoundType } from '@pagegrade/core';
import { declTarget, declWhere, rootTarget, screenMedia } from '../lib/css.ts';

const TEXT = new Set(['p', 'li', 'article', 'main']);
const THIN = /^(100|200|300|lighter)$/;

export default defineRule({
  id: 'ui-ux/thin-body-text',
  dimension: 'uiux',
  title: 'Body text is not set in a thin weight',
  failureTitle: 'Body text is set in a thin or light font weight',
  description:
    'Flags font-weight 100–300 (or lighter) on html, body or bare p, li, article and main selectors, and on style attributes of those elements, in screen media (the font shorthand is not parsed for weight); each warns. Light weights on headings and display text are not flagged.',
  why: 'Hairline and light strokes lose contrast on low-resolution and bright screens and blur for people with low vision, even when the colour contrast ratio looks fine on paper.',
  fix: 'Use a regular weight (400) or heavier for paragraphs; reserve thin weights for large headings.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'font-weight')) {
      if (!THIN.test(d.value) || !screenMedia(d.rule?.media ?? null)) continue;
      const hit = d.rule
        ? rootTarget(d) || splitSelectorList(selectorText(d.rule)).some((s) => { const subj = selectorSubject(s).toLowerCase(); return TEXT.has(compoundType(subj)) && subj === compoundType(subj); })
        : !!d.element && (TEXT.has(d.element.name) || d.element.name === 'body');
      if (hit) ctx.warn(declTarget(d), `font-weight: ${d.value} in ${declWhere(d)} thins the running text.`);
    }
    return undefined;
  },
});
