import { defineRule, cssDecls } from '@pagegrade/core';
import { declTarget, declWhere, desktopOnly, rootTarget, screenMedia } from '../lib/css.ts';

export default defineRule({
  id: 'ui-ux/page-scroll-blocked',
  dimension: 'uiux',
  title: 'Page scrolling and zooming gestures are not blocked',
  failureTitle: 'CSS on html or body blocks scrolling or touch gestures',
  description:
    'Checks CSS that applies to html/:root or body by its bare selector or style attribute (not body.modal-open and similar state classes): touch-action: none fails (it disables panning and pinch-zoom); ' +
    'overflow or overflow-y: hidden/clip warns (the document cannot scroll, unless an inner container takes over, which breaks mobile browser behaviours). overflow-x: hidden is fine.',
  why: 'When the document itself cannot scroll, content below the fold is unreachable or only reachable inside a nested scroller that breaks pull-to-refresh, keyboard scrolling and the collapsing address bar; touch-action: none also stops zooming.',
  fix: 'Let the document scroll: remove overflow: hidden and touch-action: none from html/body, and apply scroll locking only while a modal is open via a state class.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'touch-action', 'overflow', 'overflow-y')) {
      const media = d.rule?.media ?? null;
      if (!screenMedia(media) || desktopOnly(media) || !rootTarget(d)) continue;
      if (d.property === 'touch-action') {
        if (d.value === 'none') ctx.report(declTarget(d), `touch-action: none in ${declWhere(d)} disables panning and pinch-zoom.`);
      } else {
        const y = d.property === 'overflow' ? d.value.split(/\s+/).pop()! : d.value;
        if (y === 'hidden' || y === 'clip') ctx.warn(declTarget(d), `${d.property}: ${d.value} in ${declWhere(d)} stops the document from scrolling.`);
      }
    }
    return undefined;
  },
});
