import { defineRule } from '@pagegrade/core';
import { clip, metaByName, attrValue } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/meta-description',
  dimension: 'seo',
  title: 'The page has a meta description',
  failureTitle: 'The meta description is missing or empty',
  description: 'Checks for a <meta name="description"> with non-empty content, as Lighthouse\'s meta-description asks. Its length, a second element and a copy of the title are seo/meta-description-quality.',
  why: 'Search engines often use the meta description as the snippet under the result headline; without one the snippet is left to chance.',
  fix: 'Add one <meta name="description" content="…"> in <head> that summarises this page.',
  impact: 'moderate',
  tags: ['lighthouse:meta-description'],
  check(ctx) {
    const first = metaByName(ctx.page, 'description')[0];
    if (!first) return ctx.fail('No <meta name="description"> element.');
    const text = attrValue(first, 'content') ?? '';
    if (text === '') {
      ctx.report(first, 'The meta description has an empty content attribute.');
      return;
    }
    return ctx.pass(`Description "${clip(text, 80)}".`);
  },
});
