import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed, shortText } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/dlitem',
  dimension: 'accessibility',
  title: 'Terms and definitions are inside definition lists',
  failureTitle: 'Some <dt>/<dd> elements are not inside a <dl>',
  description: 'Checks that every <dt> and <dd> without an explicit role has a <dl> parent, or a <div> parent whose own parent is a <dl>.',
  why: 'Outside a <dl> the term/definition relationship is lost and screen readers read them as unrelated text.',
  fix: 'Wrap <dt>/<dd> pairs in a <dl>.',
  impact: 'serious',
  tags: ['axe:dlitem', 'wcag:1.3.1', 'lighthouse:dlitem'],
  create(ctx) {
    let checked = 0;
    const visit = (el: Element) => {
      if (el.attribs['role'] !== undefined || isHidden(ctx.page, el)) return;
      checked++;
      const p = el.parent as Element | null;
      const gp = p?.parent as Element | null | undefined;
      const ok = !!p && (p.name === 'dl' || (p.name === 'div' && !!gp && gp.name === 'dl'));
      if (!ok) reportExposed(ctx, el, `<${el.name}> "${shortText(el, 40)}" is not inside a <dl>.`);
    };
    return {
      element: { dt: visit, dd: visit },
      end() {
        if (checked === 0) return ctx.notApplicable('The page has no <dt> or <dd> elements.');
        return undefined;
      },
    };
  },
});
