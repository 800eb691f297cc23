import { defineRule, dom, registrableDomain } from '@pagegrade/core';
import { isWebPage } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/base-href',
  dimension: 'seo',
  title: 'The <base> URL keeps relative links on this site',
  failureTitle: 'The <base> element sends relative links to another site or is ambiguous',
  description: 'Checks <base href>: it must resolve, there should be only one (browsers use the first), and it must stay on the page’s site (same registrable domain). Another site or an unresolvable URL fails; several <base> elements warn.',
  why: 'Every relative link, image and canonical on the page resolves against <base>; one left over from a staging or old domain points crawlers at the wrong site for all of them.',
  fix: 'Remove <base> unless you need it; otherwise keep exactly one, early in <head>, pointing at this site.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const bases = (ctx.page.index.byTag.get('base') ?? []).filter((b) => dom.hasAttr(b, 'href'));
    if (bases.length === 0) return ctx.notApplicable('The page has no <base href>.');
    if (bases.length > 1) ctx.warn(bases[1]!, `${bases.length} <base href> elements; only the first counts.`);
    const href = (dom.attr(bases[0]!, 'href') ?? '').trim();
    let url: URL | null = null;
    try {
      url = new URL(href, ctx.page.url);
    } catch {
      url = null;
    }
    if (!url) {
      ctx.report(bases[0]!, `<base href="${href.slice(0, 80)}"> is not a valid URL.`);
      return undefined;
    }
    if (isWebPage(ctx.page) && (url.protocol === 'http:' || url.protocol === 'https:')) {
      const here = registrableDomain(ctx.page.location!.hostname);
      const there = registrableDomain(url.hostname);
      if (here !== there) ctx.report(bases[0]!, `<base href="${href.slice(0, 80)}"> points to ${url.hostname}, so every relative URL on this ${ctx.page.location!.hostname} page resolves to that site.`);
    }
    return undefined;
  },
});
