import { defineRule } from '@pagegrade/core';
import { isAbsoluteHttpUrl } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/robots-txt-sitemap',
  dimension: 'seo',
  title: 'robots.txt points crawlers to the sitemap',
  failureTitle: 'robots.txt does not declare a usable sitemap',
  description:
    'Checks that robots.txt has at least one "Sitemap:" line and that every Sitemap line is an absolute http(s) URL, as the Sitemaps protocol requires. No Sitemap line (or no robots.txt) warns; a relative or malformed URL fails.',
  why: 'A Sitemap line is how every crawler, not only those you registered with in a webmaster console, discovers the list of pages to index.',
  fix: 'Add "Sitemap: https://your-site/sitemap.xml" (absolute URL) to robots.txt, one line per sitemap or sitemap index.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://www.sitemaps.org/protocol.html#submit_robots'],
  check(ctx) {
    const res = ctx.page.resource('robots')!;
    if (res.state === 'missing') return ctx.warning(`There is no robots.txt (HTTP ${res.status}), so no sitemap is declared there.`);
    let found = 0;
    let lineNo = 0;
    for (const raw of (res.body ?? '').split(/\r\n|\r|\n/)) {
      lineNo++;
      const line = raw.trim();
      if (line.slice(0, 8).toLowerCase() !== 'sitemap:') continue;
      const hash = line.indexOf('#');
      const value = (hash >= 0 ? line.slice(8, hash) : line.slice(8)).trim();
      found++;
      if (!isAbsoluteHttpUrl(value)) ctx.report(null, `Line ${lineNo}: Sitemap "${value.slice(0, 80)}" is not an absolute http(s) URL.`);
    }
    if (found === 0) return ctx.warning('robots.txt has no Sitemap line.');
    return undefined;
  },
});
