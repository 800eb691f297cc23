import { defineRule, dom } from '@pagegrade/core';
import { clip, metaByName, attrValue } from '../lib/meta.ts';

/**
 * Google truncates result snippets at roughly 920 px on desktop, about 155–160 characters;
 * under about 50 characters a description rarely says enough to be shown instead of page text.
 */
const MIN = 50;
const MAX = 160;

export default defineRule({
  id: 'seo/meta-description',
  dimension: 'seo',
  title: 'The page has a meta description of a sensible length',
  failureTitle: 'The meta description is missing, empty or a poor length',
  description: `Checks for one non-empty <meta name="description"> of ${MIN}–${MAX} characters that is not a copy of the title. Missing or empty fails; a poor length, a duplicate element or a copy of the title warns.`,
  why: 'Search engines often use the meta description as the snippet under the result headline; a missing one leaves the snippet to chance, a long one is cut off mid-sentence.',
  fix: `Add one <meta name="description" content="…"> in <head> that summarises this page in ${MIN}–${MAX} characters, different from the title.`,
  impact: 'moderate',
  tags: ['lighthouse:meta-description'],
  create(ctx) {
    return {
      end() {
        const metas = metaByName(ctx.page, 'description');
        const first = metas[0];
        if (!first) return ctx.fail('No <meta name="description"> element.');
        const text = attrValue(first, 'content') ?? '';
        if (text === '') {
          ctx.report(first, 'The meta description has an empty content attribute.');
          return;
        }
        if (metas.length > 1) ctx.warn(metas[1]!, `${metas.length} meta description elements; crawlers may pick either.`);
        if (text.length < MIN) ctx.warn(first, `Description "${text}" is only ${text.length} characters; aim for ${MIN}–${MAX}.`);
        else if (text.length > MAX) ctx.warn(first, `Description is ${text.length} characters and will be truncated after about ${MAX}: "${clip(text, 60)}".`);
        const title = ctx.page.index.byTag.get('title')?.[0];
        if (title && dom.normalizeSpace(dom.textContent(title)).toLowerCase() === text.toLowerCase()) {
          ctx.warn(first, `The description repeats the title "${clip(text, 60)}" word for word.`);
        }
        return undefined;
      },
    };
  },
});
