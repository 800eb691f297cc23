import type { Element } from 'domhandler';
import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import { accName } from '@pagegrade/core/a11y';
import { reportExposed } from '../lib/info.ts';
import { landmarks } from '../lib/landmarks.ts';

function reportSame(ctx: RuleContext, el: Element, role: string, name: string, first: Element): void {
  reportExposed(ctx, el, () => `${dom.snippet(el, 50)} is a ${role} landmark ${name ? `named "${name}"` : 'without a name'}, like ${dom.snippet(first, 50)}.`);
}

export default defineRule({
  id: 'accessibility/landmark-unique',
  dimension: 'accessibility',
  title: 'Landmarks of the same type have distinct names',
  failureTitle: 'Several landmarks share the same role and name',
  description: 'Checks that no two landmarks exposed to assistive technology have the same role and the same accessible name (case-insensitive; two unnamed <nav> elements count as the same), for example two navigation regions both without aria-label. An <aside> inside an article or section is not a landmark unless it is named (HTML-AAM); a landmark whose visibility the style sheets leave open is left for review.',
  why: 'Landmark menus in screen readers list each landmark by role and name; "navigation, navigation" gives users no way to tell the main menu from the footer links.',
  fix: 'Give each landmark of a repeated type a distinct aria-label or aria-labelledby, e.g. <nav aria-label="Main"> and <nav aria-label="Footer">.',
  impact: 'moderate',
  tags: ['axe:landmark-unique', 'best-practice'],
  check(ctx) {
    const { list } = landmarks(ctx.page);
    if (list.length < 2) return ctx.notApplicable('Fewer than two landmarks.');
    const seen = new Map<string, import('domhandler').Element>();
    for (const l of list) {
      const name = accName(l.el, ctx.page).name.toLowerCase();
      const key = `${l.role}\u0000${name}`;
      const first = seen.get(key);
      if (first) reportSame(ctx, l.el, l.role, name, first);
      else seen.set(key, l.el);
    }
    return undefined;
  },
});
