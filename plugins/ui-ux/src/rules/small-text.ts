import { defineRule, drawnText, selectorText, type RuleContext } from '@pagegrade/core';
import { declTarget, declWhere, fontSizeDecls, lengthPx, rootTarget, screenMedia } from '../lib/css.ts';

const MIN_PX = 12;
/** Sizes this small are hiding tricks (font-size: 0 for inline-block gaps, 1px for visually hidden text), not text. */
const HIDING_PX = 6;

export default defineRule({
  id: 'ui-ux/small-text',
  dimension: 'uiux',
  title: 'No CSS rule shrinks text below 12 px',
  failureTitle: 'Some CSS rules set text smaller than 12 px',
  description:
    `Checks every font-size (and font shorthand size) in screen media that resolves to an absolute size without layout (px, pt, rem at the 16 px default) for values of ${HIDING_PX}–${MIN_PX} px; each warns. ` +
    'Sizes under 6 px (hiding techniques), em and % (relative to unknown parents) and html/body (ui-ux/base-font-size) are not judged here. ' +
    `In rendered mode the text as drawn is judged instead of the CSS: each visible element whose own text is drawn at ${HIDING_PX}–${MIN_PX} px (its computed font size, shrunk by the phone's zoom-out on a page without a mobile viewport) warns, whichever rule made it so; a rule that matches no drawn text does not.`,
  why: 'Footnotes, captions, legal text and form hints set below 12 px are unreadable on phones without zooming and hard for older readers everywhere.',
  fix: 'Keep secondary text at 0.75rem (12 px) or more, better 0.875rem; make it visually subordinate with colour or weight rather than size.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    if (ctx.page.rendered) return drawn(ctx);
    let n = 0;
    for (const { decl, size } of fontSizeDecls(ctx.page)) {
      if (!screenMedia(decl.rule?.media ?? null) || rootTarget(decl)) continue;
      if (!/^\d*\.?\d+(px|pt|rem|pc|mm|q)$/.test(size)) continue;
      const px = lengthPx(size);
      if (px === null || px < HIDING_PX || px >= MIN_PX) continue;
      if (decl.rule && /sr-only|visually-?hidden|screen-reader/i.test(selectorText(decl.rule))) continue;
      n++;
      ctx.warn(declTarget(decl), `font-size ${size} (${Math.round(px * 10) / 10} px) in ${declWhere(decl)}.`);
    }
    if (n === 0) return ctx.pass('No font size between 6 and 12 px in the CSS.');
    return undefined;
  },
});

/** Rendered mode: the elements whose own text is drawn small. */
function drawn(ctx: RuleContext) {
  let n = 0;
  for (const t of drawnText(ctx.page)!.texts) {
    if (t.px < HIDING_PX || t.px >= MIN_PX) continue;
    n++;
    ctx.warn(t.el, `${t.chars} characters drawn at ${Math.round(t.px * 10) / 10} px.`);
  }
  if (n === 0) return ctx.pass(`No text is drawn between ${HIDING_PX} and ${MIN_PX} px.`);
  return undefined;
}
