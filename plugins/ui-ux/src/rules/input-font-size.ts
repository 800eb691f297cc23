import { defineRule, selectorText, splitSelectorList, selectorSubject, compoundType } from '@pagegrade/core';
import { declTarget, declWhere, desktopOnly, fontSizeDecls, lengthPx, screenMedia } from '../lib/css.ts';

/** iOS Safari zooms into a focused field whose text is smaller than 16 CSS px. */
const MIN_PX = 16;
const FIELDS = new Set(['input', 'select', 'textarea']);

export default defineRule({
  id: 'ui-ux/input-font-size',
  dimension: 'uiux',
  title: 'Form fields use at least 16 px text',
  failureTitle: 'Form fields use text under 16 px, which makes iPhones zoom in on focus',
  description:
    `Checks font-size declarations whose selector targets input, select or textarea (or a style attribute on one) in media that can apply to phones, for absolute sizes under ${MIN_PX} px; each warns. ` +
    'Rules only inside a min-width media query of 600 px or more are desktop-only and skipped.',
  why: 'Safari on iOS zooms the whole page when a field with text under 16 px gets focus, pushing the layout sideways; users then have to pinch back out after every field.',
  fix: 'Give input, select and textarea font-size: 1rem (16 px) or more on small screens; scale them down only inside a min-width media query if you must.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let fields = 0;
    for (const t of FIELDS) fields += ctx.page.index.byTag.get(t)?.length ?? 0;
    if (fields === 0) return ctx.notApplicable('The page has no input, select or textarea.');
    for (const { decl, size } of fontSizeDecls(ctx.page)) {
      const media = decl.rule?.media ?? null;
      if (!screenMedia(media) || desktopOnly(media)) continue;
      if (decl.rule) {
        const hit = splitSelectorList(selectorText(decl.rule)).some((s) => FIELDS.has(compoundType(selectorSubject(s))));
        if (!hit) continue;
      } else if (!decl.element || !FIELDS.has(decl.element.name)) continue;
      if (!/^\d*\.?\d+(px|pt|rem)$/.test(size)) continue;
      const px = lengthPx(size);
      if (px !== null && px > 0 && px < MIN_PX) ctx.warn(declTarget(decl), `font-size ${size} (${Math.round(px * 10) / 10} px) for form fields in ${declWhere(decl)}.`);
    }
    return undefined;
  },
});
