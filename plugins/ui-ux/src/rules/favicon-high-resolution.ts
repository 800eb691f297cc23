import { defineRule, dom } from '@pagegrade/core';
import { iconLinks } from '../lib/icons.ts';

export default defineRule({
  id: 'ui-ux/favicon-high-resolution',
  dimension: 'uiux',
  title: 'A scalable or high-resolution favicon is offered',
  failureTitle: 'The favicon is only offered at a low resolution',
  description:
    'Among the <link rel="icon"> elements, checks for an SVG icon (type="image/svg+xml" or a .svg URL) or one whose sizes list 48×48 or more (or "any"). ' +
    'Only unsized or small icons warn. Not applicable when the page has no icon link (ui-ux/favicon reports that).',
  why: 'High-density screens, pinned tabs and search results show favicons at 32–96 device pixels; a 16×16 or unspecified .ico looks blurry there. Google Search asks for favicons of at least 48×48.',
  fix: 'Add an SVG favicon (<link rel="icon" href="/favicon.svg" type="image/svg+xml">) or a PNG of 48×48 or more with a sizes attribute, keeping /favicon.ico as a fallback.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/favicon-in-search'],
  check(ctx) {
    const links = iconLinks(ctx.page);
    if (links.length === 0) return ctx.notApplicable('The page has no <link rel="icon">.');
    for (const l of links) {
      const href = dom.attr(l, 'href') ?? '';
      const type = (dom.attr(l, 'type') ?? '').toLowerCase();
      if (type === 'image/svg+xml' || /\.svg(\?|#|$)/i.test(href) || href.startsWith('data:image/svg')) return ctx.pass(`SVG icon ${href.slice(0, 80)}.`);
      for (const s of (dom.attr(l, 'sizes') ?? '').toLowerCase().split(/\s+/)) {
        if (s === 'any') return ctx.pass(`Icon ${href.slice(0, 80)} declares sizes="any".`);
        const m = /^(\d{1,5})x(\d{1,5})$/.exec(s);
        if (m && Math.min(Number(m[1]), Number(m[2])) >= 48) return ctx.pass(`Icon ${href.slice(0, 80)} is ${s}.`);
      }
    }
    const list = links.map((l) => `${dom.attr(l, 'href')}${dom.attr(l, 'sizes') ? ` (${dom.attr(l, 'sizes')})` : ''}`).slice(0, 5).join(', ');
    ctx.warn(links[0]!, `No SVG icon and no icon of 48×48 or larger; icons: ${list}.`);
    return undefined;
  },
});
