import { defineRule, cssDecls, type CssDecl } from '@pagegrade/core';
import { declTarget, declWhere, fontShorthandSize, rootTarget, screenMedia, targetsBareTag } from '../lib/css.ts';
import { rootFontSizes } from '../lib/fontsize.ts';

/** Under 1.2 lines are tighter than the browser's "normal"; WCAG 1.4.12 asks that text survive 1.5. */
const MIN = 1.2;
const TEXT_TYPES = new Set(['p', 'li', 'article', 'main']);

function targetsText(d: CssDecl): boolean {
  if (rootTarget(d)) return true;
  return d.rule ? targetsBareTag(d.rule, TEXT_TYPES) : d.element?.name === 'p';
}

export default defineRule({
  id: 'ui-ux/line-height',
  dimension: 'uiux',
  title: 'Body text has comfortable line spacing',
  failureTitle: 'Body text is set with cramped line spacing',
  description:
    `Checks line-height (and the /line-height part of the font shorthand) on html, body and bare p, li, article and main selectors in screen media: a ratio under ${MIN} warns. ` +
    'Unitless numbers and percentages are ratios; px/rem values are compared with the body font size when the CSS fixes it (else 16 px). No explicit line-height on body text passes.',
  why: 'Lines set tighter than about 1.2 make paragraphs hard to track from line to line, especially for people with dyslexia or low vision; WCAG 1.4.12 recommends that text stays usable at 1.5.',
  fix: 'Set body { line-height: 1.5 } (unitless, so it scales with the font size) and only tighten it for headings.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html'],
  check(ctx) {
    const body = rootFontSizes(ctx.page).find((s) => s.element === 'body' && s.px !== null && !s.decl.rule?.media);
    const basePx = body?.px ?? 16;
    let judged = 0;
    for (const d of cssDecls(ctx.page, 'line-height', 'font')) {
      if (!screenMedia(d.rule?.media ?? null) || !targetsText(d)) continue;
      const v = d.property === 'font' ? fontShorthandSize(d.value)?.lineHeight ?? null : d.value;
      if (!v || v === 'normal' || /^(inherit|initial|unset|revert)$/.test(v)) continue;
      let ratio: number | null = null;
      let m: RegExpExecArray | null;
      if ((m = /^(\d*\.?\d+)$/.exec(v))) ratio = Number(m[1]);
      else if ((m = /^(\d*\.?\d+)%$/.exec(v))) ratio = Number(m[1]) / 100;
      else if ((m = /^(\d*\.?\d+)px$/.exec(v))) ratio = Number(m[1]) / basePx;
      else if ((m = /^(\d*\.?\d+)r?em$/.exec(v))) ratio = (Number(m[1]) * 16) / basePx;
      if (ratio === null) continue;
      judged++;
      if (ratio < MIN) ctx.warn(declTarget(d), `line-height ${v} (≈${Math.round(ratio * 100) / 100}) in ${declWhere(d)} is under ${MIN}.`);
    }
    if (judged === 0) return ctx.pass('No explicit line-height on body text; the browser default (about 1.2) applies.');
    return undefined;
  },
});
