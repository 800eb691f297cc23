import { defineRule, cssDecls } from '@pagegrade/core';
import { declTarget, declWhere, screenMedia } from '../lib/css.ts';

export default defineRule({
  id: 'ui-ux/viewport-width-overflow',
  dimension: 'uiux',
  title: 'No element is sized to 100vw',
  failureTitle: 'Elements sized with 100vw can cause a horizontal scrollbar',
  description:
    'Flags width or min-width of 100vw (or more, e.g. 101vw or calc(100vw + …)) in screen CSS and style attributes; each warns. max-width: 100vw and position: fixed boxes (which do not make the page scroll) are fine.',
  why: 'On desktop systems with visible scrollbars, 100vw includes the vertical scrollbar, so a 100vw element is wider than the page and adds a horizontal scrollbar that shifts everything by a few pixels.',
  fix: 'Use width: 100% (of the containing block), or for full-bleed sections margin-inline: calc(50% - 50vw) together with overflow-x: clip on a wrapper; on the root, prefer 100% or 100dvw only with scrollbar-gutter handled.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'width', 'min-width')) {
      if (!screenMedia(d.rule?.media ?? null)) continue;
      const m = /^(\d+(?:\.\d+)?)vw$/.exec(d.value);
      const wide = (m && Number(m[1]) >= 100) || /^calc\(\s*100vw\s*\+/.test(d.value);
      // Fixed-position boxes do not add to the document's scrollable area.
      if (wide && d.rule?.decls.some((x) => x.property === 'position' && x.value === 'fixed')) continue;
      if (wide) ctx.warn(declTarget(d), `${d.property}: ${d.value} in ${declWhere(d)} is wider than the page when a vertical scrollbar is shown.`);
    }
    return undefined;
  },
});
