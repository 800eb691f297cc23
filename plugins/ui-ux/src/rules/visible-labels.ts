import { defineRule, dom } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';
import { allControls, describeControl, inputType, isFillable, visibleLabel } from '../lib/forms.ts';

export default defineRule({
  id: 'ui-ux/visible-labels',
  dimension: 'uiux',
  title: 'Form fields have visible labels',
  failureTitle: 'Some form fields rely on placeholder text or invisible labels',
  description:
    'For each visible form field (input other than hidden/submit/button/reset/image, select, textarea), checks for a visible label: a <label for>, a wrapping <label> or aria-labelledby text, not hidden or screen-reader-only. ' +
    'A field whose only hint is a placeholder fails (placeholder-as-label); one named only by aria-label or title also fails. Fields with no name at all are left to the accessibility checks. Search fields (type=search or inside role=search) with a placeholder warn instead.',
  why: 'A placeholder disappears as soon as the user types, so they cannot check what a field was for, and it is often too faint to read; aria-label text is invisible to sighted users.',
  fix: 'Give every field a persistent, visible <label for="id"> above or beside it; keep placeholders for example values only.',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://www.w3.org/WAI/tutorials/forms/labels/'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let judged = 0;
        for (const el of allControls(page)) {
          const c = ctxOf(page, el);
          if (!isFillable(el) || c.hidden || c.inert) continue;
          judged++;
          if (visibleLabel(el, page)) continue;
          const placeholder = dom.normalizeSpace(dom.attr(el, 'placeholder') ?? '');
          const aria = dom.normalizeSpace(dom.attr(el, 'aria-label') ?? dom.attr(el, 'title') ?? '');
          const search = inputType(el) === 'search' || c.search;
          if (placeholder) {
            const msg = `${describeControl(el)} has only placeholder text "${placeholder.slice(0, 50)}" as its label.`;
            if (search) ctx.warn(el, msg);
            else ctx.report(el, msg);
          } else if (aria) {
            if (search) ctx.warn(el, `${describeControl(el)} is labelled only by an invisible aria-label/title "${aria.slice(0, 50)}".`);
            else ctx.report(el, `${describeControl(el)} is labelled only by an invisible aria-label/title "${aria.slice(0, 50)}".`);
          }
        }
        if (judged === 0) return ctx.notApplicable('The page has no visible form fields.');
        return undefined;
      },
    };
  },
});
