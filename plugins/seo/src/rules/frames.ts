import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'seo/frames',
  dimension: 'seo',
  title: 'The page does not use frames',
  failureTitle: 'The page is built from frames',
  description: 'Checks for the obsolete <frameset> and <frame> elements. Any fails (iframes are not judged).',
  why: 'In a frameset the page itself has no content: crawlers index each frame as a separate page, and visitors who land on one from search lose the navigation around it.',
  fix: 'Rebuild the page as a single HTML document; use ordinary layout and, where embedding is needed, <iframe>.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const framesets = ctx.page.index.byTag.get('frameset') ?? [];
    const frames = ctx.page.index.byTag.get('frame') ?? [];
    if (framesets.length === 0 && frames.length === 0) return ctx.pass('No <frameset> or <frame> elements.');
    const srcs = frames.slice(0, 3).map((f) => dom.attr(f, 'src') ?? '(no src)');
    ctx.report(framesets[0] ?? frames[0]!, `The page uses ${framesets.length} <frameset> and ${frames.length} <frame> elements${srcs.length ? ` (${srcs.join(', ')})` : ''}.`);
    return undefined;
  },
});
