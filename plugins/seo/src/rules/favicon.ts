import { defineRule, dom } from '@pagegrade/core';
import { plural } from '../lib/meta.ts';

/** Rel values Google Search reads a favicon from. */
const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed'];

export default defineRule({
  id: 'seo/favicon',
  dimension: 'seo',
  title: 'The page declares a favicon search results can show',
  failureTitle: 'The page declares no favicon usable in search results',
  description:
    'Looks for <link rel="icon"> (also "shortcut icon", "apple-touch-icon") with an href. None warns. When icons declare sizes and none is a square multiple of 48 px (or "any", as for SVG), it warns too.',
  why: 'Google shows the site favicon next to every mobile and desktop result; without a declared, suitably sized icon the result shows a generic globe.',
  fix: 'Add <link rel="icon" href="/favicon.svg" type="image/svg+xml"> or a PNG of 48×48 px (or a multiple such as 96×96 or 192×192) to the <head> of the home page and the rest of the site.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/favicon-in-search'],
  create(ctx) {
    return {
      end() {
        const icons = (ctx.page.index.byTag.get('link') ?? []).filter((l) => dom.tokens(l, 'rel').some((r) => ICON_RELS.includes(r)) && (dom.attr(l, 'href') ?? '').trim() !== '');
        if (icons.length === 0) return ctx.warning('No <link rel="icon"> with an href.');
        const declared = icons.map((l) => (dom.attr(l, 'sizes') ?? '').trim().toLowerCase()).filter(Boolean);
        if (declared.length === icons.length) {
          const ok = declared.some((s) =>
            s.split(/\s+/).some((size) => {
              if (size === 'any') return true;
              const [w, h] = size.split('x').map(Number);
              return w !== undefined && w === h && w >= 48 && w % 48 === 0;
            }),
          );
          if (!ok) return ctx.warning(`The declared icon sizes (${declared.join(', ')}) include no square multiple of 48 px.`);
        }
        return ctx.pass(`${plural(icons.length, 'icon link')}, first ${dom.attr(icons[0]!, 'href')!.trim().slice(0, 80)}.`);
      },
    };
  },
});
