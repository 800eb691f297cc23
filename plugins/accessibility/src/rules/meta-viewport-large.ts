import { defineRule } from '@pagegrade/core';
import { viewportMetas, viewportProperties } from '../lib/viewport.ts';

/**
 * 500 %: the zoom the best practice asks browsers to allow (axe-core's meta-viewport-large uses a
 * maximum-scale of 5), well past the 200 % of WCAG 1.4.4 that accessibility/meta-viewport judges.
 */
const MIN_MAX_SCALE = 5;

export default defineRule({
  id: 'accessibility/meta-viewport-large',
  dimension: 'accessibility',
  title: 'The viewport allows zooming to 500 %',
  failureTitle: 'The viewport meta tag keeps users from zooming to 500 %',
  description: `Checks the content of <meta name="viewport"> (CSS Viewport Module): user-scalable=no (or 0) or a maximum-scale below ${MIN_MAX_SCALE} fails. A negative or unparsable maximum-scale is ignored, as browsers ignore it. The stricter companion of accessibility/meta-viewport, which asks for 200 % (WCAG 1.4.4).`,
  why: 'People with low vision often need to magnify text far beyond 200 % on a phone; a viewport that stops zooming below 500 % leaves them unable to read small print.',
  fix: `Remove user-scalable=no and maximum-scale, or set maximum-scale to ${MIN_MAX_SCALE} or more: <meta name="viewport" content="width=device-width, initial-scale=1">.`,
  impact: 'minor',
  tags: ['axe:meta-viewport-large', 'best-practice'],
  references: ['https://drafts.csswg.org/css-viewport/#viewport-meta', 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html'],
  check(ctx) {
    const metas = viewportMetas(ctx.page);
    if (metas.length === 0) return ctx.notApplicable('The page has no viewport meta tag.');
    for (const m of metas) {
      const content = m.attribs['content'] ?? '';
      const props = viewportProperties(content);
      const scalable = props.get('user-scalable');
      if (scalable === 'no' || scalable === '0') ctx.report(m, `content="${content.slice(0, 200)}" disables zoom with user-scalable=${scalable}.`);
      const max = props.get('maximum-scale');
      if (max === undefined) continue;
      const n = Number.parseFloat(max);
      if (Number.isFinite(n) && n >= 0 && n < MIN_MAX_SCALE) ctx.report(m, `content="${content.slice(0, 200)}" limits zoom to maximum-scale=${max} (below ${MIN_MAX_SCALE}).`);
    }
    return undefined;
  },
});
