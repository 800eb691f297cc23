import { defineRule } from '@pagegrade/core';
import { accName } from '@pagegrade/core/a11y';
import { closestWithin } from '../lib/info.ts';

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
  select: { tags: ['area'], attributes: ['href'], where: (area) => closestWithin(area, (e) => e.name === 'map') !== null, exposed: true, none: 'The page has no image map areas with links.' },
  judge(area, ctx) {
    if (!accName(area, ctx.page).name) return `Image map area linking to ${area.attribs['href'] || '(empty href)'} has no alt text.`;
  },
});
