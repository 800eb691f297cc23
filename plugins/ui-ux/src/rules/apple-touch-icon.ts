import { defineRule, dom, type RuleContext, type Verdict } from '@pagegrade/core';
import { fetchedFor } from '../lib/icons.ts';

export default defineRule({
  id: 'ui-ux/apple-touch-icon',
  dimension: 'uiux',
  title: 'The page has an apple-touch-icon',
  failureTitle: 'No apple-touch-icon for home screens and shortcuts',
  description:
    'Checks for <link rel="apple-touch-icon"> (or the legacy apple-touch-icon-precomposed) with an href; fails when the snapshot shows its URL answering 404/410. ' +
    'Without the link, Safari asks for /apple-touch-icon.png at the site\'s root, which pagegrade fetches too: an image there passes, a 404/410 or a page instead of an image fails, and a snapshot without that request (a saved page) is not applicable.',
  why: 'iOS and iPadOS use this icon when a visitor adds the site to the home screen or a reading list; without it they get a blurry screenshot of the page instead.',
  fix: 'Add <link rel="apple-touch-icon" href="/apple-touch-icon.png"> pointing to an opaque 180×180 PNG.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const links = (ctx.page.index.byTag.get('link') ?? []).filter((l) => {
      const rel = dom.tokens(l, 'rel');
      return (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) && (dom.attr(l, 'href') ?? '').trim() !== '';
    });
    if (links.length === 0) return rootFallback(ctx);
    for (const l of links) {
      const { url, resource } = fetchedFor(ctx.page, l);
      if (resource?.state === 'missing') ctx.report(l, `The apple-touch-icon ${url} answers ${resource.status}.`);
      else return ctx.pass(`apple-touch-icon ${url.slice(0, 100)}.`);
    }
    return undefined;
  },
});

/**
 * A page without the link still gets an icon when the site serves one at /apple-touch-icon.png:
 * Safari asks there (Apple's "Configuring Web Applications"), so only the site's answer can fail it.
 */
function rootFallback(ctx: RuleContext): Verdict {
  const root = ctx.page.resource('appleTouchIcon');
  if (!root) return ctx.notApplicable('No <link rel="apple-touch-icon"> in the page, and /apple-touch-icon.png (where Safari looks then) was not fetched for this snapshot.');
  if (root.state === 'missing') return ctx.fail(`No <link rel="apple-touch-icon"> in the page, and ${root.url} (where Safari looks then) answers ${root.status}.`);
  if (root.state === 'error') return ctx.needsReview(`No <link rel="apple-touch-icon"> in the page, and ${root.url} (where Safari looks then) could not be fetched (${root.error ?? 'unknown error'}).`);
  if (!root.mimeType.startsWith('image/')) return ctx.fail(`No <link rel="apple-touch-icon"> in the page, and ${root.url} (where Safari looks then) answers ${root.mimeType || 'without a type'}, not an image.`);
  return ctx.pass(`No <link rel="apple-touch-icon">, but ${root.url} answers with an image, which Safari uses.`);
}
