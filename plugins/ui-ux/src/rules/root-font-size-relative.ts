import { defineRule } from '@pagegrade/core';
import { declTarget, declWhere } from '../lib/css.ts';
import { rootFontSizes } from '../lib/fontsize.ts';

export default defineRule({
  id: 'ui-ux/root-font-size-relative',
  dimension: 'uiux',
  title: 'The base font size follows the visitor\'s browser setting',
  failureTitle: 'The base font size is fixed in absolute units and overrides the visitor\'s setting',
  description:
    'Checks explicit font-size (or font shorthand) declarations on html/:root and body for absolute units (px, pt, pc, cm, mm, in) in screen media. ' +
    'Percentages, em, rem and keywords pass. No explicit size passes.',
  why: 'People with low vision raise the default font size in their browser; an html or body size in px replaces that preference, so the text does not grow for them (zooming the whole page is a poorer substitute).',
  fix: 'Use html { font-size: 100% } (or leave it unset) and size body text in rem or em, e.g. body { font-size: 1.125rem }.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const sizes = rootFontSizes(ctx.page);
    if (sizes.length === 0) return ctx.pass('No explicit font-size on html or body.');
    for (const s of sizes) {
      if (/^\d*\.?\d+(px|pt|pc|cm|mm|in|q)$/.test(s.size)) ctx.warn(declTarget(s.decl), `${s.element} font-size ${s.size} in ${declWhere(s.decl)} is absolute and ignores the browser's font-size setting.`);
    }
    return undefined;
  },
});
