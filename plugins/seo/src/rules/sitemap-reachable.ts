import { defineRule, robotsTxt } from '@pagegrade/core';
import { sitemapOf } from '../lib/sitemap.ts';

export default defineRule({
  id: 'seo/sitemap-reachable',
  dimension: 'seo',
  title: 'The XML sitemap can be fetched',
  failureTitle: 'The XML sitemap is missing or not an XML file',
  description:
    'Checks the sitemap fetched for the site (the one robots.txt declares, or /sitemap.xml). A sitemap declared in robots.txt that answers 404, or any sitemap URL that returns an HTML page, fails; an undeclared /sitemap.xml that answers 404 warns. A fetch error is reported as error, not as a failure.',
  why: 'The sitemap tells search engines which URLs exist and when they changed; a broken one is silently ignored and new or deep pages are found later or not at all.',
  fix: 'Publish an XML sitemap at /sitemap.xml (or the URL named in robots.txt), served with status 200 and an XML content type.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['sitemap'],
  references: ['https://www.sitemaps.org/protocol.html'],
  check(ctx) {
    const res = ctx.page.resource('sitemap')!;
    const declared = robotsTxt(ctx.page)?.getSitemaps() ?? [];
    const isDeclared = declared.some((d) => d.trim() === res.url);
    if (res.state === 'missing') {
      if (isDeclared) return ctx.fail(`The sitemap ${res.url} declared in robots.txt answers HTTP ${res.status}.`);
      return ctx.warning(`No sitemap at ${res.url} (HTTP ${res.status}).`);
    }
    const parsed = sitemapOf(ctx.page);
    if (!parsed) return ctx.notApplicable(`The sitemap ${res.url} was fetched but its body is not available as text (compressed or binary).`);
    if (parsed.looksLikeHtml || res.mimeType.includes('text/html')) return ctx.fail(`${res.url} returns an HTML page, not an XML sitemap.`);
    if (res.status >= 300 && res.status < 400) return ctx.warning(`${res.url} redirects (HTTP ${res.status}); list the final sitemap URL instead.`);
    return ctx.pass(`${res.url} answers HTTP ${res.status}${isDeclared ? ' and is declared in robots.txt' : ''}.`);
  },
});
