import { defineRule, dom } from '@pagegrade/core';
import { inputType } from '../lib/aria.ts';
import { describe, isHidden, reportExposed } from '../lib/info.ts';
import { accName } from '../lib/name.ts';

const NOT_FIELDS = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

export default defineRule({
  id: 'accessibility/label-title-only',
  dimension: 'accessibility',
  title: 'Form fields are not labelled only by a title or placeholder',
  failureTitle: 'Some form fields are named only by a title attribute or a placeholder',
  description: 'Checks form fields (input, select, textarea) that have an accessible name: the name must not come solely from the title attribute or the placeholder, which are not persistent visible labels. Fields with no name at all are reported by the label rule instead.',
  why: 'A title appears only on mouse hover and never on touch screens or for keyboard users; a placeholder disappears as soon as one types. Sighted users, including many with cognitive or memory impairments, lose the label.',
  fix: 'Add a visible <label> for the field; keep title or placeholder only as supplementary hints.',
  impact: 'serious',
  tags: ['axe:label-title-only', 'best-practice'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let checked = 0;
        for (const tag of ['input', 'select', 'textarea']) {
          for (const el of page.index.byTag.get(tag) ?? []) {
            if ((tag === 'input' && NOT_FIELDS.has(inputType(el))) || isHidden(page, el)) continue;
            const r = accName(el, page);
            if (!r.name) continue;
            checked++;
            if (r.source === 'title' || r.source === 'placeholder') reportExposed(ctx, el, `${describe(el, 70)} is labelled only by its ${r.source} "${dom.normalizeSpace(r.name).slice(0, 40)}".`);
          }
        }
        if (checked === 0) return ctx.notApplicable('No named form fields.');
        return undefined;
      },
    };
  },
});
