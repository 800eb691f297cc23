import { defineRule, dom } from '@pagegrade/core';
import { fetchedFor } from '../lib/icons.ts';

export default defineRule({
  id: 'ui-ux/apple-touch-icon',
  dimension: 'uiux',
  title: 'The page has an apple-touch-icon',
  failureTitle: 'No apple-touch-icon for home screens and shortcuts',
  description:
    'Checks for <link rel="apple-touch-icon"> (or the legacy apple-touch-icon-precomposed) with an href; fails when it is missing or the snapshot shows its URL answering 404/410.',
  why: 'iOS and iPadOS use this icon when a visitor adds the site to the home screen or a reading list; without it they get a blurry screenshot of the page instead.',
  fix: 'Add <link rel="apple-touch-icon" href="/apple-touch-icon.png"> pointing to an opaque 180×180 PNG.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const links = (ctx.page.index.byTag.get('link') ?? []).filter((l) => {
      const rel = dom.tokens(l, 'rel');
      return (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) && (dom.attr(l, 'href') ?? '').trim() !== '';
    });
    if (links.length === 0) return ctx.fail('No <link rel="apple-touch-icon"> in the page.');
    for (const l of links) {
      const { url, resource } = fetchedFor(ctx.page, l);
      if (resource?.state === 'missing') ctx.report(l, `The apple-touch-icon ${url} answers ${resource.status}.`);
      else return ctx.pass(`apple-touch-icon ${url.slice(0, 100)}.`);
    }
    return undefined;
  },
});
