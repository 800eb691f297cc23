import { defineRule } from '@pagegrade/core';
import { canonicalsOf, describeCanonical } from '../lib/canonical.ts';
import { inHead, isAbsoluteHttpUrl } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/canonical-valid',
  dimension: 'seo',
  title: 'The canonical declaration is valid and unambiguous',
  failureTitle: 'The canonical declaration is invalid or conflicting',
  description:
    'Checks every rel="canonical" (HTML and Link header): all must name the same URL, each must resolve to an http(s) URL, and the <link> must be in <head>. Conflicting, unresolvable or body-placed canonicals fail; a relative href (Lighthouse fails it; Google accepts it but recommends absolute URLs) or a #fragment warns.',
  why: 'Search engines ignore canonicals that conflict, do not parse, or sit in <body>, and then choose the canonical URL themselves.',
  fix: 'Keep exactly one canonical per page, in <head> (or one Link header that agrees with it), with an absolute https:// URL.',
  impact: 'serious',
  tags: ['lighthouse:canonical'],
  check(ctx) {
    const list = canonicalsOf(ctx.page);
    if (list.length === 0) return ctx.notApplicable('The page declares no canonical URL.');
    for (const c of list) {
      if (!c.href) ctx.report(c.element, `${describeCanonical(c)} has an empty URL.`);
      else if (c.url === null) ctx.report(c.element, `${describeCanonical(c)} is not a valid http(s) URL.`);
      else if (!isAbsoluteHttpUrl(c.href)) ctx.warn(c.element, `${describeCanonical(c)} is relative; write the absolute URL ${c.url}.`);
      else if (c.href.includes('#')) ctx.warn(c.element, `${describeCanonical(c)} has a #fragment, which search engines drop from canonical URLs.`);
      if (c.element && !inHead(ctx.page, c.element)) ctx.report(c.element, `${describeCanonical(c)} is in <body>, where search engines ignore it.`);
    }
    const urls = [...new Set(list.filter((c) => c.url).map((c) => c.url!))];
    if (urls.length > 1) ctx.report(list[1]?.element ?? null, `${urls.length} different canonical URLs: ${urls.slice(0, 3).join(', ')}${urls.length > 3 ? ', …' : ''}.`);
    return undefined;
  },
});
