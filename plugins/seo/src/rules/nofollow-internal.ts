import { defineRule, dom, pageLinks } from '@pagegrade/core';
import { plural } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/nofollow-internal',
  dimension: 'seo',
  title: 'Internal links are followed',
  failureTitle: 'Some internal links are marked nofollow',
  description: 'Finds links to pages on the same site (same registrable domain) that carry rel="nofollow" (also when the page-wide robots meta says nofollow). Any such link warns.',
  why: "nofollow on your own links asks search engines not to pass signals to, and possibly not to crawl, your own pages; it does not save 'crawl budget' and can leave pages undiscovered.",
  fix: 'Remove rel="nofollow" from links to your own pages; keep pages out of the index with noindex instead, and use nofollow/sponsored/ugc for untrusted external links.',
  impact: 'minor',
  needs: ['site'],
  tags: ['best-practice'],
  check(ctx) {
    const internal = pageLinks(ctx.page).filter((l) => l.internal && !l.samePage);
    if (internal.length === 0) return ctx.notApplicable('The page has no links to other pages of the site.');
    const pageWide = (ctx.page.index.byTag.get('meta') ?? []).find((m) => {
      const name = (dom.attr(m, 'name') ?? '').trim().toLowerCase();
      if (name !== 'robots' && name !== 'googlebot') return false;
      return (dom.attr(m, 'content') ?? '').toLowerCase().split(',').some((d) => ['nofollow', 'none'].includes(d.trim()));
    });
    if (pageWide) {
      ctx.warn(pageWide, `<meta name="${dom.attr(pageWide, 'name')}" content="${dom.attr(pageWide, 'content')}"> makes ${internal.length === 1 ? 'the' : 'all'} ${plural(internal.length, 'internal link')} nofollow.`);
      return undefined;
    }
    for (const l of internal) if (dom.tokens(l.element, 'rel').includes('nofollow')) ctx.warn(l.element, `Internal link to ${l.url} is rel="nofollow".`);
    return undefined;
  },
});
