import { defineRule } from '@pagegrade/core';
import { alternatesOf, describeAlternate } from '../lib/hreflang.ts';

export default defineRule({
  id: 'seo/hreflang-conflicts',
  dimension: 'seo',
  title: 'Each hreflang value names one URL',
  failureTitle: 'The same hreflang value points to different URLs',
  description: 'Groups hreflang alternates by language code (case-insensitive, x-default excluded) and fails when one code is given two or more different URLs.',
  why: 'With two URLs for one language, search engines cannot tell which version to show and may ignore the annotations for that language.',
  fix: 'List each language(-region) code once; give regional variants their own codes (en-GB, en-US) instead of repeating "en".',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const alts = alternatesOf(ctx.page).filter((a) => a.lang.toLowerCase() !== 'x-default' && a.url);
    if (alts.length === 0) return ctx.notApplicable('The page has no hreflang annotations.');
    const byLang = new Map<string, Set<string>>();
    const firstDup = new Map<string, (typeof alts)[number]>();
    for (const a of alts) {
      const key = a.lang.toLowerCase();
      let set = byLang.get(key);
      if (!set) byLang.set(key, (set = new Set()));
      if (set.size > 0 && !set.has(a.url!) && !firstDup.has(key)) firstDup.set(key, a);
      set.add(a.url!);
    }
    for (const [lang, urls] of byLang) {
      if (urls.size > 1) ctx.report(firstDup.get(lang)?.element ?? null, `hreflang "${lang}" points to ${urls.size} URLs: ${[...urls].slice(0, 3).join(', ')} (${describeAlternate(firstDup.get(lang)!)}).`);
    }
    return undefined;
  },
});
