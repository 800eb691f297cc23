import { defineRule } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';

export default defineRule({
  id: 'accessibility/server-side-image-map',
  dimension: 'accessibility',
  title: 'No server-side image maps',
  failureTitle: 'The page uses server-side image maps (<img ismap>)',
  description: 'Checks for rendered <img ismap> elements, whose link targets are decided on the server from the click coordinates.',
  why: 'A server-side image map can only be operated by clicking a point with a mouse; keyboard and screen reader users cannot reach its links and no text alternative exists for each region.',
  fix: 'Use a client-side image map (<map> with <area href alt>) or, better, ordinary text links.',
  impact: 'minor',
  tags: ['axe:server-side-image-map', 'wcag:2.1.1'],
  select: { tags: ['img'], none: 'The page has no images.' },
  judge(img, ctx) {
    if (img.attribs['ismap'] !== undefined && !isHidden(ctx.page, img)) return `Image ${img.attribs['src'] ?? ''} is a server-side image map (ismap).`;
  },
});
