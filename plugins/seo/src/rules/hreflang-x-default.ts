import { defineRule } from '@pagegrade/core';
import { alternatesOf } from '../lib/hreflang.ts';
import { plural } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/hreflang-x-default',
  dimension: 'seo',
  title: 'The hreflang set has an x-default fallback',
  failureTitle: 'The hreflang set has no x-default fallback',
  description: 'When the page has hreflang alternates, checks that one of them is hreflang="x-default". Missing warns; more than one x-default URL fails.',
  why: 'x-default tells search engines which version to show to searchers whose language or region matches none of the listed ones; without it they guess.',
  fix: 'Add <link rel="alternate" hreflang="x-default" href="…"> pointing to the language picker or the default version, on every version of the page.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/specialty/international/localized-versions#xdefault'],
  check(ctx) {
    const alts = alternatesOf(ctx.page);
    if (alts.length === 0) return ctx.notApplicable('The page has no hreflang annotations.');
    const xd = alts.filter((a) => a.lang.toLowerCase() === 'x-default');
    if (xd.length === 0) return ctx.warning(`No x-default among ${plural(alts.length, 'hreflang alternate')}.`);
    const urls = [...new Set(xd.map((a) => a.url ?? a.href))];
    if (urls.length > 1) {
      // At the first x-default whose URL differs from the first one's.
      const first = xd[0]!.url ?? xd[0]!.href;
      const other = xd.find((a) => (a.url ?? a.href) !== first)!;
      ctx.report(other.element, `x-default is declared for ${urls.length} different URLs: ${urls.slice(0, 3).join(', ')}.`);
      return undefined;
    }
    return ctx.pass(`x-default → ${urls[0]}.`);
  },
});
