import type { Element } from 'domhandler';
import { defineRule, dom, pageScripts, robotsTxt } from '@pagegrade/core';

export default defineRule({
  id: 'seo/robots-txt-blocks-resources',
  dimension: 'seo',
  title: 'robots.txt lets Googlebot fetch the page’s CSS and JavaScript',
  failureTitle: 'robots.txt blocks CSS or JavaScript that search engines need to render the page',
  description:
    "Evaluates each same-origin stylesheet (<link rel=stylesheet>) and script (<script src>) of the page against the site's robots.txt as Googlebot. Any blocked file fails. Files on other hosts are governed by their own robots.txt and are not judged.",
  why: 'Search engines render pages before indexing them; blocked CSS or JavaScript means they see a broken or empty page, judge it not mobile-friendly, or miss content.',
  fix: 'Remove the Disallow rules that match asset paths (for example /assets/ or /wp-includes/), or add Allow rules for CSS and JS files.',
  impact: 'serious',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/javascript/javascript-seo-basics'],
  check(ctx) {
    const page = ctx.page;
    if (page.resource('robots')?.state === 'missing') return ctx.pass('There is no robots.txt, so nothing is blocked.');
    const robots = robotsTxt(page);
    if (!robots || !page.location) return ctx.notApplicable('robots.txt has no content to evaluate.');
    const origin = page.location.origin;
    const assets: Array<{ el: Element; url: string }> = [];
    for (const l of page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(l, 'rel').includes('stylesheet')) continue;
      const u = page.resolveUrl(dom.attr(l, 'href') ?? '');
      if (u) assets.push({ el: l, url: u });
    }
    for (const s of pageScripts(page)) if (s.url) assets.push({ el: s.element, url: s.url });
    const own = assets.filter((a) => {
      try {
        return new URL(a.url).origin === origin;
      } catch {
        return false;
      }
    });
    if (own.length === 0) return ctx.notApplicable('The page loads no stylesheets or scripts from its own origin.');
    for (const a of own) {
      if (robots.isDisallowed(a.url, 'Googlebot')) {
        const line = robots.getMatchingLineNumber(a.url, 'Googlebot');
        ctx.report(a.el, `${a.url} is disallowed for Googlebot${line > 0 ? ` by robots.txt line ${line}` : ''}.`);
      }
    }
    return undefined;
  },
});
