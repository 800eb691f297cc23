import { defineRule } from '@pagegrade/core';
import { describeSource, searchSources } from '../lib/robots-meta.ts';

/** A max-snippet under this many characters leaves too little for a useful result snippet. */
const SHORT_SNIPPET = 50;

export default defineRule({
  id: 'seo/snippet-controls',
  dimension: 'seo',
  title: 'Search result snippets are not restricted',
  failureTitle: 'Robots directives suppress or shrink the page’s search snippet',
  description: `Looks for robots directives (meta or X-Robots-Tag, for all agents, Googlebot or Bingbot) that limit how the page appears in results: nosnippet, max-snippet under ${SHORT_SNIPPET} characters (0 included), max-image-preview:none and noimageindex. Each warns.`,
  why: 'Results without a text snippet or image preview draw fewer clicks, and nosnippet also keeps the page out of featured snippets and AI overviews.',
  fix: 'Remove nosnippet / noimageindex unless legally required, and allow generous previews: "max-snippet:-1, max-image-preview:large".',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/snippet#nosnippet'],
  check(ctx) {
    for (const s of searchSources(ctx.page)) {
      for (const d of s.directives) {
        const where = describeSource(s);
        if (d.name === 'nosnippet') ctx.warn(s.element, `${where} hides the text snippet in results.`);
        else if (d.name === 'max-snippet' && d.value !== null && /^\d+$/.test(d.value) && Number(d.value) < SHORT_SNIPPET) ctx.warn(s.element, `${where} limits the snippet to ${d.value} characters.`);
        else if (d.name === 'max-image-preview' && d.value?.toLowerCase() === 'none') ctx.warn(s.element, `${where} hides image previews.`);
        else if (d.name === 'noimageindex') ctx.warn(s.element, `${where} keeps the page's images out of image search.`);
      }
    }
    return undefined;
  },
});
