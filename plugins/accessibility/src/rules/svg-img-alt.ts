import { defineRule, dom, inTagOrder, type Page } from '@pagegrade/core';
import { accName, explicitRole, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { describe, reportExposed } from '../lib/info.ts';

const IMAGE_ROLES = new Set(['img', 'graphics-document', 'graphics-symbol']);

export default defineRule({
  id: 'accessibility/svg-img-alt',
  dimension: 'accessibility',
  title: 'SVG images have a text alternative',
  failureTitle: 'Some SVG elements with an image role have no text alternative',
  description: 'Checks that every <svg>, and every element inside one (a shape, a group), with role="img", "graphics-document" or "graphics-symbol" has an accessible name: a non-empty <title> child, aria-label, aria-labelledby or title attribute.',
  why: 'The role tells screen readers the SVG is a meaningful image; without a name they can only announce "image", which conveys nothing.',
  fix: 'Add <title>Description</title> as the first child of the <svg> or an aria-label; if the graphic is decorative, remove the role and add aria-hidden="true".',
  impact: 'serious',
  tags: ['axe:svg-img-alt', 'act:7d6734', 'wcag:1.1.1'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const el of svgElementsWithRole(page)) {
      const role = explicitRole(el);
      if (!role || !IMAGE_ROLES.has(role) || isHidden(page, el)) continue;
      checked++;
      if (!accName(el, page).name) reportExposed(ctx, el, `${describe(el)} has role="${role}" but no <title>, aria-label or aria-labelledby.`);
    }
    if (checked === 0) return ctx.notApplicable('No SVG element has an image role.');
    return undefined;
  },
});

/** <svg> elements and the elements inside them that have a role attribute, in the order rules report. */
function svgElementsWithRole(page: Page): Element[] {
  const svgs = page.index.byTag.get('svg');
  if (!svgs) return [];
  const out: Element[] = [];
  for (const el of inTagOrder(page, page.index.byAttribute.get('role'))) if (el.name === 'svg' || dom.closest(el, isSvg)) out.push(el);
  return out;
}

const isSvg = (e: Element) => e.name === 'svg';
