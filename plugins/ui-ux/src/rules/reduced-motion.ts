import { defineRule, cssIndex, cssDecls, type CssDecl } from '@pagegrade/core';
import { declTarget, declWhere, screenMedia, unfetchedSheets } from '../lib/css.ts';

const MOTION_PROPS = /(^|[\s,])(all|transform|translate|rotate|scale|top|left|right|bottom|inset|margin[a-z-]*|width|height|max-height)(?=[\s,]|$)/;
const INERT = new Set(['none', 'initial', 'inherit', 'unset', 'revert', '0s', '0']);

function isMotion(d: CssDecl): boolean {
  const v = d.value;
  if (INERT.has(v)) return false;
  switch (d.property) {
    case 'animation':
    case 'animation-name':
      return !/^none\b/.test(v);
    case 'transition':
    case 'transition-property':
      // A shorthand that starts with a duration transitions "all".
      return MOTION_PROPS.test(v) || /^\d/.test(v);
    case 'scroll-behavior':
      return v === 'smooth';
  }
  return false;
}

export default defineRule({
  id: 'ui-ux/reduced-motion',
  dimension: 'uiux',
  title: 'CSS motion respects prefers-reduced-motion',
  failureTitle: 'The page animates without honouring prefers-reduced-motion',
  description:
    'When the CSS declares motion (animation, transitions of transform/position/size/all, or scroll-behavior: smooth), checks that some @media (prefers-reduced-motion) block exists to tone it down. ' +
    'No motion in the CSS: not applicable. Motion made in JavaScript is not judged. When linked stylesheets were not fetched, a missing query is needs-review.',
  why: 'Sliding, zooming and parallax motion can trigger nausea, dizziness and migraines for people with vestibular disorders; they ask for less motion in their system settings and expect sites to comply.',
  fix: 'Wrap non-essential animation in @media (prefers-reduced-motion: no-preference) { … }, or add @media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important } }.',
  impact: 'moderate',
  tags: ['wcag:2.3.3'],
  references: ['https://drafts.csswg.org/mediaqueries-5/#prefers-reduced-motion'],
  check(ctx) {
    const page = ctx.page;
    const all = cssDecls(page, 'animation', 'animation-name', 'transition', 'transition-property', 'scroll-behavior').filter((d) => isMotion(d) && screenMedia(d.rule?.media ?? null));
    if (all.length === 0) return ctx.notApplicable('The CSS declares no animation, movement transition or smooth scrolling.');
    const motion = all.filter((d) => !(d.rule?.media ?? '').includes('prefers-reduced-motion'));
    if (motion.length === 0) return ctx.pass(`All ${all.length} motion declaration(s) sit inside prefers-reduced-motion queries.`);
    const q = cssIndex(page).mediaQueries.find((m) => m.text.includes('prefers-reduced-motion'));
    if (q) return ctx.pass(`${motion.length} motion declaration(s), and @media ${q.text.slice(0, 80)} is present.`);
    const missing = unfetchedSheets(page);
    if (missing.length) return ctx.needsReview(`${motion.length} motion declaration(s) and no reduced-motion query in the CSS seen, but ${missing.length} linked stylesheet(s) were not fetched (${missing[0]}).`);
    for (const d of motion.slice(0, 10)) ctx.report(declTarget(d), `${d.property}: ${d.value.slice(0, 60)} in ${declWhere(d)} has no prefers-reduced-motion alternative.`);
    if (motion.length > 10) ctx.report(null, `${motion.length} motion declarations in all, and no @media (prefers-reduced-motion) anywhere.`);
    return undefined;
  },
});
