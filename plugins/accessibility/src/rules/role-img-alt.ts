import { defineRule } from '@pagegrade/core';
import { accName, elementsWithExplicitRole, isHidden } from '@pagegrade/core/a11y';
import { describe, reportExposed } from '../lib/info.ts';

/**
 * Elements with a naming method of their own, whose own checks judge them (image-alt, area-alt,
 * input-image-alt, svg-img-alt). An <object> with role="img" is judged here: object-alt leaves
 * objects with an explicit role to the checks of that role.
 */
const NATIVE = new Set(['img', 'area', 'input', 'svg']);

export default defineRule({
  id: 'accessibility/role-img-alt',
  dimension: 'accessibility',
  title: 'Elements with role="img" have a text alternative',
  failureTitle: 'Some elements with role="img" have no text alternative',
  description: 'Checks that every element other than img, area, input and svg that has role="img" (for example a <div> or <span> showing a CSS background or icon font, or an <object>) has an aria-label, aria-labelledby or title.',
  why: 'role="img" turns the element into a single image for assistive technology and hides its content; without a name nothing useful is announced.',
  fix: 'Add aria-label="…" describing the image, or remove role="img" and hide a decorative element with aria-hidden="true".',
  impact: 'serious',
  tags: ['axe:role-img-alt', 'act:23a2a8', 'wcag:1.1.1'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const { el, role } of elementsWithExplicitRole(page)) {
      if (NATIVE.has(el.name) || role !== 'img' || isHidden(page, el)) continue;
      checked++;
      if (!accName(el, page).name) reportExposed(ctx, el, `${describe(el)} has role="img" but no aria-label, aria-labelledby or title.`);
    }
    if (checked === 0) return ctx.notApplicable('No element other than an image element has role="img".');
    return undefined;
  },
});
