import { defineRule, dom } from '@pagegrade/core';
import { clip, metaByName, attrValue } from '../lib/meta.ts';

/**
 * Google truncates result snippets at roughly 920 px on desktop, about 155–160 characters;
 * under about 50 characters a description rarely says enough to be shown instead of page text.
 */
const MIN = 50;
const MAX = 160;

export default defineRule({
  id: 'seo/meta-description-quality',
  dimension: 'seo',
  title: 'The meta description is one, of a sensible length, and not the title again',
  failureTitle: 'The meta description is too short or long, repeated, or a copy of the title',
  description: `For a page with a non-empty meta description (seo/meta-description judges whether it has one): warns when it is shorter than ${MIN} or longer than ${MAX} characters, when there is more than one, or when it repeats the title word for word.`,
  why: 'A long description is cut off mid-sentence in results, a short one is often replaced by text from the page, and one that repeats the title wastes the snippet.',
  fix: `Keep one description in ${MIN}–${MAX} characters that says what the page offers, in other words than its title.`,
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const metas = metaByName(ctx.page, 'description');
    const first = metas[0];
    const text = first ? (attrValue(first, 'content') ?? '') : '';
    if (!first || text === '') return ctx.notApplicable('The page has no non-empty meta description (see seo/meta-description).');
    if (metas.length > 1) ctx.warn(metas[1]!, `${metas.length} meta description elements; crawlers may pick either.`);
    if (text.length < MIN) ctx.warn(first, `Description "${text}" is only ${text.length} characters; aim for ${MIN}–${MAX}.`);
    else if (text.length > MAX) ctx.warn(first, `Description is ${text.length} characters and will be truncated after about ${MAX}: "${clip(text, 60)}".`);
    const title = ctx.page.index.byTag.get('title')?.[0];
    if (title && dom.normalizeSpace(dom.textContent(title)).toLowerCase() === text.toLowerCase()) {
      ctx.warn(first, `The description repeats the title "${clip(text, 60)}" word for word.`);
    }
    return undefined;
  },
});
