import { defineRule } from '@pagegrade/core';
import { declTarget, declWhere } from '../lib/css.ts';
import { rootFontSizes } from '../lib/fontsize.ts';

/** Lighthouse 12's font-size audit (retired in 13) called text under 12px illegible on mobile. */
const MIN_PX = 12;

export default defineRule({
  id: 'ui-ux/base-font-size',
  dimension: 'uiux',
  title: 'The base font size is legible',
  failureTitle: 'The base font size set on html or body is too small to read',
  description:
    `Checks explicit font-size (or font shorthand) declarations on html/:root and body, in screen media, resolved against the 16 px browser default: under ${MIN_PX} px (0.75 rem) fails. ` +
    'Only the CSS on html and body is judged; rendered sizes of individual text need layout (Lighthouse measures them in a browser). The html size is judged only when body sets none (html { font-size: 62.5% } with body { font-size: 1.6rem } is 16 px text). No explicit size means the 16 px default, which passes.',
  why: 'Body text below 12 px forces mobile visitors to pinch-zoom and is hard to read for anyone with less than perfect eyesight.',
  fix: 'Set the base size to 100% (16 px) on html and at least 1rem for body text; use relative units so text scales with the user\'s settings.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const sizes = rootFontSizes(ctx.page);
    if (sizes.length === 0) return ctx.pass('No explicit font-size on html or body: the 16 px browser default applies.');
    // The html size only reaches the text when body does not set its own (the 62.5% + 1.6rem pattern).
    const judged = sizes.some((s) => s.element === 'body') ? sizes.filter((s) => s.element === 'body') : sizes;
    let known = 0;
    for (const s of judged) {
      if (s.px === null) continue;
      known++;
      if (s.px < MIN_PX) ctx.report(declTarget(s.decl), `${s.element} font-size ${s.size} (${Math.round(s.px * 10) / 10} px) in ${declWhere(s.decl)} is under ${MIN_PX} px.`);
    }
    if (known === 0) return ctx.needsReview(`The base font size is set with values that need layout to resolve (${sizes.map((s) => s.size).slice(0, 3).join(', ')}).`);
    return undefined;
  },
});
