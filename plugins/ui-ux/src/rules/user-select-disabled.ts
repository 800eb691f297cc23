import { defineRule, cssDecls, selectorText, splitSelectorList, selectorSubject, compoundType } from '@pagegrade/core';
import { declTarget, declWhere, screenMedia } from '../lib/css.ts';

const TEXT_CONTAINERS = new Set(['html', 'body', 'main', 'article', 'p', 'section']);

export default defineRule({
  id: 'ui-ux/user-select-disabled',
  dimension: 'uiux',
  title: 'Visitors can select and copy text',
  failureTitle: 'Text selection is disabled on page content',
  description:
    'Flags user-select: none (including -webkit-/-moz-/-ms- prefixes) on html, :root, body, the universal selector *, or bare main, article, section and p selectors, and in style attributes on those elements. ' +
    'user-select: none on buttons, icons or drag handles is fine and not flagged.',
  why: 'People select text to copy an address or quote, to look up a word, or to follow a line while reading; screen magnifier and translation tools rely on selection too. Blocking it protects nothing, since the text is in the page source.',
  fix: 'Remove user-select: none from page-level selectors; keep it only on controls where selection gets in the way.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'user-select', '-webkit-user-select', '-moz-user-select', '-ms-user-select')) {
      if (d.value !== 'none' || !screenMedia(d.rule?.media ?? null)) continue;
      let hit: string | null = null;
      if (d.rule) {
        for (const s of splitSelectorList(selectorText(d.rule))) {
          const subj = selectorSubject(s).toLowerCase();
          if (subj === '*' || subj === ':root' || (TEXT_CONTAINERS.has(compoundType(subj)) && subj === compoundType(subj))) hit = s;
        }
      } else if (d.element && TEXT_CONTAINERS.has(d.element.name)) hit = `<${d.element.name}>`;
      if (hit) ctx.report(declTarget(d), `${d.property}: none in ${declWhere(d)} blocks selecting text.`);
    }
    return undefined;
  },
});
