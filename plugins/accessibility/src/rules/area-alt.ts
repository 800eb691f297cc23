import { defineRule, dom } from '@pagegrade/core';
import { accName, isHidden } from '@pagegrade/core/a11y';
import { closestWithin, reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/area-alt',
  dimension: 'accessibility',
  title: 'Image map areas have alternative text',
  failureTitle: 'Some image map links (<area href>) have no alternative text',
  description: 'Checks that every <area> with an href inside a <map> has a non-empty alt, aria-label or aria-labelledby naming its link target.',
  why: 'Each area of a client-side image map is a link; without alternative text a screen reader announces it by its URL or not at all.',
  fix: 'Give every <area href> an alt attribute that says where the link goes, e.g. alt="Northern region".',
  impact: 'critical',
  tags: ['axe:area-alt', 'act:c487ae', 'wcag:2.4.4', 'wcag:4.1.2'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const area of page.index.byTag.get('area') ?? []) {
      if (!dom.hasAttr(area, 'href') || isHidden(page, area)) continue;
      if (!closestWithin(area, (e) => e.name === 'map')) continue;
      checked++;
      if (!accName(area, page).name) reportExposed(ctx, area, `Image map area linking to ${area.attribs['href'] || '(empty href)'} has no alt text.`);
    }
    if (checked === 0) return ctx.notApplicable('The page has no image map areas with links.');
    return undefined;
  },
});
