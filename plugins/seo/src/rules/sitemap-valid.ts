import { defineRule } from '@pagegrade/core';
import { MAX_BYTES, MAX_URLS, sitemapOf } from '../lib/sitemap.ts';
import { isAbsoluteHttpUrl, plural } from '../lib/meta.ts';

const MAX_LISTED = 5;

export default defineRule({
  id: 'seo/sitemap-valid',
  dimension: 'seo',
  title: 'The XML sitemap follows the sitemaps.org protocol',
  failureTitle: 'The XML sitemap breaks the sitemaps.org protocol',
  description: `Scans the fetched sitemap: the root must be <urlset> or <sitemapindex> (without the sitemaps.org namespace warns), it must list at least one entry, every entry needs a <loc> with an absolute http(s) URL on the sitemap's host, and one file may hold at most ${MAX_URLS.toLocaleString('en')} URLs and 50 MB. Violations fail; entries on another host, or http:// entries for an https site, warn.`,
  why: 'Search engines reject a sitemap that breaks the protocol, or skip the entries they cannot use, so the URLs in it are not discovered through it.',
  fix: `Generate the sitemap with absolute <loc> URLs on the same host, split it into several files under a sitemap index beyond ${MAX_URLS.toLocaleString('en')} URLs or 50 MB, and declare xmlns="http://www.sitemaps.org/schemas/sitemap/0.9".`,
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['sitemap'],
  references: ['https://www.sitemaps.org/protocol.html'],
  check(ctx) {
    const res = ctx.page.resource('sitemap')!;
    if (res.state === 'missing') return ctx.notApplicable(`There is no sitemap at ${res.url}.`);
    const sm = sitemapOf(ctx.page);
    if (!sm) return ctx.notApplicable(`The body of ${res.url} is not available as text.`);
    if (sm.looksLikeHtml) return ctx.notApplicable(`${res.url} is an HTML page, not a sitemap (see seo/sitemap-reachable).`);
    if (sm.root !== 'urlset' && sm.root !== 'sitemapindex') return ctx.fail(`The root element of ${res.url} is ${sm.root ? `<${sm.root}>` : 'missing'}, not <urlset> or <sitemapindex>.`);
    if (!sm.hasNamespace) ctx.warn(null, `<${sm.root}> does not declare the sitemaps.org namespace.`);
    for (const p of sm.problems) ctx.report(null, `${res.url}: ${p}`);
    if (sm.itemCount === 0) return ctx.fail(`${res.url} lists no ${sm.root === 'urlset' ? '<url>' : '<sitemap>'} entries.`);
    if (sm.missingLoc > 0) ctx.report(null, `${plural(sm.missingLoc, 'entry', 'entries')} without a <loc>.`);
    if (sm.itemCount > MAX_URLS) ctx.report(null, `${sm.itemCount.toLocaleString('en')} entries exceed the limit of ${MAX_URLS.toLocaleString('en')} per file.`);
    if (res.size > MAX_BYTES) ctx.report(null, `${res.url} is ${Math.round(res.size / 1048576)} MB, over the 50 MB limit.`);
    let host = '';
    try {
      host = new URL(res.url).host;
    } catch {
      host = '';
    }
    let bad = 0;
    let foreign = 0;
    let scheme = 0;
    const pageScheme = ctx.page.location?.protocol;
    for (const e of sm.entries) {
      if (!isAbsoluteHttpUrl(e.loc)) {
        if (++bad <= MAX_LISTED) ctx.report(null, `<loc>${e.loc.slice(0, 100)}</loc> is not an absolute http(s) URL.`);
      } else if (host && new URL(e.loc).host !== host) {
        if (++foreign <= MAX_LISTED) ctx.warn(null, `<loc>${e.loc.slice(0, 100)}</loc> is on another host than the sitemap (${host}).`);
      } else if (pageScheme === 'https:' && e.loc.slice(0, 7).toLowerCase() === 'http://') {
        if (++scheme <= MAX_LISTED) ctx.warn(null, `<loc>${e.loc.slice(0, 100)}</loc> uses http:// on an https site, so it lists a URL that redirects.`);
      }
    }
    if (bad > MAX_LISTED) ctx.report(null, `${bad} <loc> values in all are not absolute http(s) URLs.`);
    if (scheme > MAX_LISTED) ctx.warn(null, `${scheme} <loc> values in all use http://.`);
    if (foreign > MAX_LISTED) ctx.warn(null, `${foreign} <loc> values in all are on another host.`);
    if (res.truncated) ctx.warn(null, `${res.url} was cut at the download limit; only the first ${sm.itemCount} entries were checked.`);
    return undefined;
  },
});
