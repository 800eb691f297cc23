import { defineRule } from '@pagegrade/core';
import { explicitRole } from '../lib/aria.ts';
import { describe, isHidden, reportExposed } from '../lib/info.ts';
import { accName } from '../lib/name.ts';

const IMAGE_ROLES = new Set(['img', 'graphics-document', 'graphics-symbol']);

export default defineRule({
  id: 'accessibility/svg-img-alt',
  dimension: 'accessibility',
  title: 'SVG images have a text alternative',
  failureTitle: 'Some SVG elements with an image role have no text alternative',
  description: 'Checks that every <svg> with role="img", "graphics-document" or "graphics-symbol" has an accessible name: a non-empty <title> child, aria-label, aria-labelledby or title attribute.',
  why: 'The role tells screen readers the SVG is a meaningful image; without a name they can only announce "image", which conveys nothing.',
  fix: 'Add <title>Description</title> as the first child of the <svg> or an aria-label; if the graphic is decorative, remove the role and add aria-hidden="true".',
  impact: 'serious',
  tags: ['axe:svg-img-alt', 'act:7d6734', 'wcag:1.1.1'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let checked = 0;
        for (const svg of page.index.byTag.get('svg') ?? []) {
          const role = explicitRole(svg);
          if (!role || !IMAGE_ROLES.has(role) || isHidden(page, svg)) continue;
          checked++;
          if (!accName(svg, page).name) reportExposed(ctx, svg, `${describe(svg)} has role="${role}" but no <title>, aria-label or aria-labelledby.`);
        }
        if (checked === 0) return ctx.notApplicable('No <svg> has an image role.');
        return undefined;
      },
    };
  },
});
