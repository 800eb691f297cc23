import { defineRule, dom } from '@pagegrade/core';
import { shortName } from '../lib/tree.ts';
import type { Element } from 'domhandler';

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export default defineRule({
  id: 'ui-ux/in-page-anchors',
  dimension: 'uiux',
  title: 'In-page links point to existing anchors',
  failureTitle: 'Some in-page links point to anchors that do not exist',
  description:
    'For each <a>/<area> whose href is a fragment on this same page ("#pricing", or this page\'s URL plus "#pricing"), checks that an element with that id (or an <a name>) exists. ' +
    '"#", "#top", hash-bang and "#/route" style links and text fragments (#:~:text=) are skipped. Each broken one fails; not applicable without fragment links.',
  why: 'A table-of-contents entry or "skip to pricing" link that goes nowhere leaves the visitor at the top of the page, wondering whether the content exists at all.',
  fix: 'Give the target element the matching id (ids are case-sensitive), or correct the link; remember to update links when headings or sections are renamed.',
  impact: 'moderate',
  tags: ['best-practice'],
  create(ctx) {
    const links: Array<[Element, string]> = [];
    const names = new Set<string>();
    const here = ctx.page.url.split('#')[0]!;
    const check = (el: Element) => {
      const href = dom.attr(el, 'href');
      if (href === null) return;
      const hash = href.indexOf('#');
      if (hash < 0) return;
      const frag = href.slice(hash + 1);
      if (!frag || frag.toLowerCase() === 'top' || frag.startsWith('!') || frag.startsWith('/') || frag.startsWith(':~:')) return;
      if (hash > 0) {
        const abs = ctx.page.resolveUrl(href);
        // Compared up to the fragment without copying: every link with a fragment is asked.
        const end = abs ? abs.indexOf('#') : -1;
        if (!abs || (end === -1 ? abs.length : end) !== here.length || !abs.startsWith(here)) return;
      }
      links.push([el, frag]);
    };
    return {
      end() {
        // Read from the tag index in one pass rather than by a handler call for every link. <area>
        // is rare: when the page has some, the two lists are merged back into document order.
        const anchors = ctx.page.index.byTag.get('a') ?? [];
        const areas = ctx.page.index.byTag.get('area') ?? [];
        let j = 0;
        for (const el of anchors) {
          for (; j < areas.length && (areas[j]!.startIndex ?? 0) < (el.startIndex ?? 0); j++) check(areas[j]!);
          const n = dom.attr(el, 'name');
          if (n) names.add(n);
          check(el);
        }
        for (; j < areas.length; j++) check(areas[j]!);
        if (links.length === 0) return ctx.notApplicable('No link points to a fragment of this page.');
        for (const [el, frag] of links) {
          const id = decode(frag);
          if (ctx.page.index.byId.has(id) || names.has(id) || ctx.page.index.byId.has(frag)) continue;
          ctx.report(el, `Link "${shortName(el).slice(0, 50)}" points to #${frag.slice(0, 60)}, but no element has id="${id.slice(0, 60)}".`);
        }
        return undefined;
      },
    };
  },
});
