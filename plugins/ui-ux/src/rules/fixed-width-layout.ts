import { defineRule, cssDecls, selectorText, splitSelectorList, selectorSubject } from '@pagegrade/core';
import { declTarget, declWhere, desktopOnly, lengthPx, rootTarget, screenMedia } from '../lib/css.ts';

/** Wider than any phone in portrait (360–430 CSS px) with margin. */
const ROOT_MAX = 480;
/** A page wrapper fixed at tablet width or more scrolls sideways on phones. */
const WRAPPER_MAX = 768;
const WRAPPERS = /^(#|\.)(wrapper|wrap|container|page|site|main|layout|content|page-wrapper|site-wrapper|outer)$|^main$/;

export default defineRule({
  id: 'ui-ux/fixed-width-layout',
  dimension: 'uiux',
  title: 'The layout has no fixed desktop width',
  failureTitle: 'The layout is fixed wider than a phone screen',
  description:
    `Checks width and min-width in CSS that applies on phones (no min-width media query of 600 px or more): html/body fixed at ${ROOT_MAX} px or more fails; ` +
    `a page wrapper (main, #wrapper, .container, .page and similar) or any element other than media (img, video, canvas, iframe, svg) with a style attribute fixed at ${WRAPPER_MAX} px or more warns. max-width is fine.`,
  why: 'A fixed desktop width forces phone visitors to scroll sideways on every line, or the browser shrinks the whole page until it is unreadable.',
  fix: 'Use max-width with a fluid width (width: 100%; max-width: 1200px) and move any fixed widths inside @media (min-width: …) queries.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'width', 'min-width')) {
      const media = d.rule?.media ?? null;
      if (!screenMedia(media) || desktopOnly(media)) continue;
      if (!/^\d*\.?\d+(px|pt|cm|mm|in)$/.test(d.value)) continue;
      const px = lengthPx(d.value);
      if (px === null) continue;
      if (rootTarget(d)) {
        if (px >= ROOT_MAX) ctx.report(declTarget(d), `${d.property}: ${d.value} in ${declWhere(d)} is wider than phone screens.`);
        continue;
      }
      if (px < WRAPPER_MAX) continue;
      if (d.rule) {
        const wrapper = splitSelectorList(selectorText(d.rule)).some((s) => WRAPPERS.test(selectorSubject(s).toLowerCase()) && s.trim() === selectorSubject(s));
        if (wrapper) ctx.warn(declTarget(d), `${d.property}: ${d.value} in the page wrapper rule ${declWhere(d)} is wider than phone screens.`);
      } else if (d.element && !['img', 'video', 'canvas', 'iframe', 'svg'].includes(d.element.name)) {
        ctx.warn(declTarget(d), `${d.property}: ${d.value} in ${declWhere(d)} is wider than phone screens.`);
      }
    }
    return undefined;
  },
});
