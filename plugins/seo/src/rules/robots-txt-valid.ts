import { defineRule } from '@pagegrade/core';

/**
 * Directives robots.txt parsers understand: RFC 9309 (user-agent, allow, disallow), the Sitemaps
 * protocol (sitemap) and widely supported extensions (crawl-delay, host, clean-param, request-rate,
 * visit-time). The same set Lighthouse's robots-txt audit accepts, minus `noindex`, which Google
 * stopped honouring in 2019 and which is reported separately, plus the AI-usage extensions the GEO
 * checks ask for: `Content-Signal` (contentsignals.org) and `License` (RSL 1.0). Crawlers ignore
 * fields they do not know (RFC 9309 §2.2.4), so those lines are safe; their syntax is judged by
 * geo/content-signals and geo/rsl-license.
 */
const KNOWN = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay', 'host', 'clean-param', 'request-rate', 'visit-time', 'content-signal', 'license']);
/** Google reads only the first 500 KiB of robots.txt. */
const GOOGLE_LIMIT = 500 * 1024;
const MAX_REPORTED_LINES = 50_000;

export default defineRule({
  id: 'seo/robots-txt-valid',
  dimension: 'seo',
  title: 'robots.txt is valid',
  failureTitle: 'robots.txt has lines crawlers cannot understand',
  description:
    'Parses robots.txt line by line: every non-comment line must be "field: value" with a known field, allow/disallow must follow a user-agent line, paths must start with / or *, crawl-delay must be a number; the file must be plain text, not HTML. Over 500 KiB or a noindex line warns.',
  why: 'Crawlers skip lines they do not understand, so a typo can silently open or close parts of the site; an HTML page served as robots.txt means the real rules are missing.',
  fix: 'Correct or remove the reported lines; keep one "Field: value" per line, start each group with User-agent, and serve the file as text/plain.',
  impact: 'moderate',
  tags: ['lighthouse:robots-txt'],
  needs: ['robots'],
  references: ['https://www.rfc-editor.org/rfc/rfc9309', 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt'],
  check(ctx) {
    const res = ctx.page.resource('robots')!;
    if (res.state === 'missing') return ctx.notApplicable(`There is no robots.txt (HTTP ${res.status}).`);
    // A UTF-8 byte order mark before the first field is allowed (RFC 9309 §2.3) and is not part of it.
    const body = (res.body ?? '').replace(/^\uFEFF/, '');
    const head = body.slice(0, 512).trimStart().toLowerCase();
    if (head.startsWith('<!doctype html') || head.startsWith('<html') || res.mimeType.includes('html')) {
      return ctx.fail('robots.txt is served as an HTML page, not a plain-text rules file.');
    }
    if (body.length > GOOGLE_LIMIT) ctx.warn(null, `robots.txt is ${Math.round(body.length / 1024)} KiB; Google ignores everything after 500 KiB.`);
    let inGroup = false;
    let lineNo = 0;
    for (const raw of body.split(/\r\n|\r|\n/)) {
      if (++lineNo > MAX_REPORTED_LINES) break;
      const hash = raw.indexOf('#');
      const line = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
      if (!line) continue;
      const colon = line.indexOf(':');
      if (colon < 0) {
        ctx.report(null, `Line ${lineNo} "${line.slice(0, 60)}" has no colon.`);
        continue;
      }
      const field = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (field === 'noindex') {
        ctx.warn(null, `Line ${lineNo}: "noindex" in robots.txt is not supported by Google or Bing; use a robots meta tag or X-Robots-Tag.`);
        continue;
      }
      if (!KNOWN.has(field)) {
        ctx.report(null, `Line ${lineNo}: unknown directive "${line.slice(0, colon).trim().slice(0, 40)}".`);
        continue;
      }
      if (field === 'user-agent') {
        if (!value) ctx.report(null, `Line ${lineNo}: User-agent has no value.`);
        inGroup = true;
      } else if (field === 'allow' || field === 'disallow') {
        if (!inGroup) ctx.report(null, `Line ${lineNo}: ${field} appears before any User-agent line.`);
        if (value && !value.startsWith('/') && !value.startsWith('*')) ctx.report(null, `Line ${lineNo}: the path "${value.slice(0, 60)}" must start with "/" or "*".`);
      } else if (field === 'crawl-delay') {
        if (!/^\d+(\.\d+)?$/.test(value)) ctx.report(null, `Line ${lineNo}: Crawl-delay "${value.slice(0, 30)}" is not a number.`);
      }
    }
    return undefined;
  },
});
