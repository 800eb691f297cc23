import { defineRule, displayNoneOf, dom } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';
import { allControls, describeControl, inputType, isFillable, visibleLabel } from '../lib/forms.ts';

export default defineRule({
  id: 'ui-ux/visible-labels',
  dimension: 'uiux',
  title: 'Form fields have visible labels',
  failureTitle: 'Some form fields rely on placeholder text, a title or invisible labels',
  description:
    'For each visible form field (input other than hidden/submit/button/reset/image, select, textarea) that has a name, checks for a visible label: a <label for>, a wrapping <label> or aria-labelledby text, not hidden or screen-reader-only. ' +
    'A field whose only hint is a placeholder fails (placeholder-as-label); one named only by aria-label or title also fails. Fields with no name at all are left to accessibility/label, and fields hidden by markup or by a style sheet\'s display:none are skipped. Search fields (type=search or inside role=search) warn instead. ' +
    'A label that is not visible fails sighted users, those with cognitive or memory impairments first, so the check is counted in the accessibility score too (axe-core\'s label-title-only asks the same).',
  why: 'A placeholder disappears as soon as the user types, so they cannot check what a field was for, and it is often too faint to read; a title appears only on mouse hover, never on touch screens or for keyboard users; aria-label text is invisible to sighted users.',
  fix: 'Give every field a persistent, visible <label for="id"> above or beside it; keep placeholders for example values and titles for supplementary hints only.',
  impact: 'serious',
  tags: ['axe:label-title-only', 'best-practice'],
  alsoScores: [{ dimension: 'accessibility', impact: 'serious' }],
  formerIds: ['accessibility/label-title-only'],
  references: ['https://www.w3.org/WAI/tutorials/forms/labels/'],
  check(ctx) {
    const page = ctx.page;
    let judged = 0;
    for (const el of allControls(page)) {
      const c = ctxOf(page, el);
      if (!isFillable(el) || c.hidden || c.inert) continue;
      if (visibleLabel(el, page)) {
        judged++;
        continue;
      }
      const placeholder = dom.normalizeSpace(dom.attr(el, 'placeholder') ?? '');
      const aria = dom.normalizeSpace(dom.attr(el, 'aria-label') ?? dom.attr(el, 'title') ?? '');
      if (!placeholder && !aria) continue;
      // Style sheets are read only for the fields about to be reported: a field they hide is not seen.
      if (displayNoneOf(page, el) === true) continue;
      judged++;
      const search = inputType(el) === 'search' || c.search;
      const msg = placeholder
        ? `${describeControl(el)} has only placeholder text "${placeholder.slice(0, 50)}" as its label.`
        : `${describeControl(el)} is labelled only by an invisible aria-label/title "${aria.slice(0, 50)}".`;
      if (search) ctx.warn(el, msg);
      else ctx.report(el, msg);
    }
    if (judged === 0) return ctx.notApplicable('The page has no visible, named form fields.');
    return undefined;
  },
});
