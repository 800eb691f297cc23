import { defineRule, dom } from '@pagegrade/core';
import { articleSignal } from '../lib/page.ts';

const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml', 'application/feed+json', 'application/json']);

export default defineRule({
  id: 'geo/feed-discoverable',
  dimension: 'geo',
  title: 'The article page links to a feed of new content',
  failureTitle: 'The article page links to no RSS, Atom or JSON feed',
  description:
    'On article pages: checks for `<link rel="alternate">` with type application/rss+xml, application/atom+xml or application/feed+json and an href. Warns when there is none, or when the feed link has no href. Not applicable to pages that are not articles.',
  why: 'Feeds are how aggregators, news agents and AI answer pipelines learn about new and updated articles quickly, without recrawling the whole site.',
  fix: 'Add `<link rel="alternate" type="application/rss+xml" title="Example Oak blog" href="/feed.xml">` to the <head> of every article page.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://www.rssboard.org/rss-autodiscovery'],
  check(ctx) {
    const page = ctx.page;
    if (!articleSignal(page)) return ctx.notApplicable('The page is not marked as an article.');
    let bare = null;
    for (const link of page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(link, 'rel').includes('alternate')) continue;
      const type = (dom.attr(link, 'type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!FEED_TYPES.has(type) || (type === 'application/json' && !/feed/i.test(dom.attr(link, 'href') ?? ''))) continue;
      const href = dom.attr(link, 'href')?.trim();
      if (href) return ctx.pass(`Feed: ${page.resolveUrl(href) ?? href} (${type}).`);
      bare = link;
    }
    if (bare) {
      ctx.warn(bare, 'The feed link has no href.');
      return undefined;
    }
    return ctx.warning('No <link rel="alternate"> to an RSS, Atom or JSON feed.');
  },
});
