import { defineRule, drawnText, type RuleContext } from '@pagegrade/core';
import { declTarget, declWhere } from '../lib/css.ts';
import { rootFontSizes } from '../lib/fontsize.ts';

/** Lighthouse 12's font-size audit (retired in 13) called text under 12px illegible on mobile. */
const MIN_PX = 12;
/** …and passed a page when at least 60 % of its text (by characters) is drawn at 12 px or more. */
const LEGIBLE_SHARE = 60;
/** Elements named when the share is too low: the ones with the most small text. */
const NAMED = 10;

export default defineRule({
  id: 'ui-ux/base-font-size',
  dimension: 'uiux',
  title: 'The base font size is legible',
  failureTitle: 'The base font size set on html or body is too small to read',
  description:
    `Checks explicit font-size (or font shorthand) declarations on html/:root and body, in screen media, resolved against the 16 px browser default: under ${MIN_PX} px (0.75 rem) fails. ` +
    'Only the CSS on html and body is judged; rendered sizes of individual text need layout (Lighthouse measures them in a browser). The html size is judged only when body sets none (html { font-size: 62.5% } with body { font-size: 1.6rem } is 16 px text). No explicit size means the 16 px default, which passes. ' +
    `In rendered mode the text is measured as drawn, Lighthouse's font-size method: each visible element's own text, counted in characters, at its computed font size — shrunk by the zoom a phone applies when the page has no mobile viewport and is laid out wider than the screen (980 px into 412) — fails when less than ${LEGIBLE_SHARE} % of the page's text is ${MIN_PX} px or more; the elements with the most small text are named.`,
  why: 'Body text below 12 px forces mobile visitors to pinch-zoom and is hard to read for anyone with less than perfect eyesight.',
  fix: 'Set the base size to 100% (16 px) on html and at least 1rem for body text; use relative units so text scales with the user\'s settings.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    if (ctx.page.rendered) return drawn(ctx);
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

/** Rendered mode: the share of the page's text drawn at a legible size (Lighthouse's font-size audit). */
function drawn(ctx: RuleContext) {
  const { texts, zoom } = drawnText(ctx.page)!;
  let total = 0;
  let small = 0;
  for (const t of texts) {
    total += t.chars;
    if (t.px < MIN_PX) small += t.chars;
  }
  if (total === 0) return ctx.notApplicable('The page draws no visible text.');
  const share = Math.round(((total - small) / total) * 1000) / 10;
  const screen = ctx.page.rendered!.profile.viewport.width;
  const shrunk = zoom < 1 ? ` The page has no mobile viewport: the phone lays it out ${Math.round(screen / zoom)} px wide and shrinks it to ${Math.round(zoom * 100)} %.` : '';
  if (share >= LEGIBLE_SHARE) return ctx.pass(`${share} % of the page's text (${total} characters) is drawn at ${MIN_PX} px or more.${shrunk}`);
  const worst = texts.filter((t) => t.px < MIN_PX).sort((a, b) => b.chars - a.chars).slice(0, NAMED);
  for (const t of worst) ctx.report(t.el, `${t.chars} characters drawn at ${Math.round(t.px * 10) / 10} px.`);
  return ctx.fail(`Only ${share} % of the page's text (${total - small} of ${total} characters) is drawn at ${MIN_PX} px or more; at least ${LEGIBLE_SHARE} % should be.${shrunk}`);
}
