import { defineRule, dom } from '@pagegrade/core';
import { isAbsoluteHttpUrl, metaByProperty } from '../lib/meta.ts';

/** Facebook's recommended minimum for large link previews is 1200×630; below 200×200 no image is shown. */
const MIN_SIDE = 200;

export default defineRule({
  id: 'seo/og-image',
  dimension: 'seo',
  title: 'og:image is an absolute URL of a usable size',
  failureTitle: 'og:image is relative, not http(s), or too small',
  description: `Checks each og:image (and og:image:url / og:image:secure_url): the content must be an absolute http(s) URL (relative fails); declared og:image:width or og:image:height under ${MIN_SIDE} px warns; an http:// image on an https page warns.`,
  why: 'Preview crawlers do not resolve relative og:image URLs, and images under 200 px are not shown at all, so the share appears without a picture.',
  fix: 'Use an absolute https:// URL for og:image, at least 1200×630 px, and declare og:image:width and og:image:height.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://ogp.me/#structured', 'https://developers.facebook.com/docs/sharing/webmasters/images/'],
  check(ctx) {
    const page = ctx.page;
    const images = ['og:image', 'og:image:url', 'og:image:secure_url'].flatMap((p) => metaByProperty(page, p));
    const withContent = images.filter((m) => (dom.attr(m, 'content') ?? '').trim() !== '');
    if (withContent.length === 0) return ctx.notApplicable('The page has no og:image.');
    for (const m of withContent) {
      const v = dom.attr(m, 'content')!.trim();
      if (!isAbsoluteHttpUrl(v)) ctx.report(m, `og:image "${v.slice(0, 100)}" is not an absolute http(s) URL${page.resolveUrl(v) ? ` (write ${page.resolveUrl(v)})` : ''}.`);
      else if (page.isHttps && v.toLowerCase().startsWith('http://')) ctx.warn(m, `og:image ${v.slice(0, 100)} is served over plain http.`);
    }
    for (const p of ['og:image:width', 'og:image:height']) {
      const m = metaByProperty(page, p)[0];
      const n = m ? Number((dom.attr(m, 'content') ?? '').trim()) : NaN;
      if (m && Number.isFinite(n) && n > 0 && n < MIN_SIDE) ctx.warn(m, `${p} is ${n} px; previews need at least ${MIN_SIDE} px (1200×630 recommended).`);
    }
    return undefined;
  },
});
