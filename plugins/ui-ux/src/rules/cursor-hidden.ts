import { defineRule, cssDecls, selectorText, splitSelectorList, selectorSubject, compoundType } from '@pagegrade/core';
import { declTarget, declWhere, screenMedia } from '../lib/css.ts';

const BROAD = new Set(['html', 'body', 'main', 'a', 'button', 'input', 'article', 'section', 'div', 'p']);

export default defineRule({
  id: 'ui-ux/cursor-hidden',
  dimension: 'uiux',
  title: 'The mouse pointer is not hidden',
  failureTitle: 'The mouse pointer is hidden on page content',
  description:
    'Flags cursor: none on html, :root, body, the universal selector *, bare content or control type selectors (main, article, section, div, p, a, button, input) and style attributes on those elements. ' +
    'cursor: none on a specific class (a video player, a game canvas) is not flagged.',
  why: 'Hiding the pointer, usually to draw a custom cursor in JavaScript, leaves visitors with nothing to aim with when the script is slow, fails, or lags behind the hand; it also breaks pointer-enlarging accessibility settings.',
  fix: 'Keep the system cursor; if you add a decorative follower, draw it in addition to the real pointer rather than instead of it.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'cursor')) {
      if (d.value !== 'none' || !screenMedia(d.rule?.media ?? null)) continue;
      let hit = false;
      if (d.rule) {
        hit = splitSelectorList(selectorText(d.rule)).some((s) => {
          const subj = selectorSubject(s).toLowerCase();
          return subj === '*' || subj === ':root' || (BROAD.has(compoundType(subj)) && subj === compoundType(subj));
        });
      } else hit = !!d.element && BROAD.has(d.element.name);
      if (hit) ctx.report(declTarget(d), `cursor: none in ${declWhere(d)} hides the pointer.`);
    }
    return undefined;
  },
});
