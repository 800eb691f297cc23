import { defineRule, type Page } from '@pagegrade/core';
import { shortName } from '../lib/tree.ts';
import type { Element } from 'domhandler';

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Keeps a link to a fragment of this page (`here`: the page URL without its fragment). */
function check(page: Page, here: string, el: Element, links: Array<[Element, string]>): void {
  const href = el.attribs['href'];
  if (href === undefined) return;
  const hash = href.indexOf('#');
  if (hash < 0) return;
  const frag = href.slice(hash + 1);
  if (!frag || frag.toLowerCase() === 'top' || frag.startsWith('!') || frag.startsWith('/') || frag.startsWith(':~:')) return;
  if (hash > 0) {
    const abs = page.resolveUrl(href);
    // Compared up to the fragment without copying: every link with a fragment is asked.
    const end = abs ? abs.indexOf('#') : -1;
    if (!abs || (end === -1 ? abs.length : end) !== here.length || !abs.startsWith(here)) return;
  }
  links.push([el, frag]);
}

function anchorNames(anchors: readonly Element[]): Set<string> {
  const names = new Set<string>();
  for (const el of anchors) {
    const n = el.attribs['name'];
    if (n) names.add(n);
  }
  return names;
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
    return {
      end() {
        // Read from the tag index in one pass rather than by a handler call for every link. <area>
        // is rare: when the page has some, the two lists are merged back into document order.
        const page = ctx.page;
        const links: Array<[Element, string]> = [];
        const here = page.url.split('#')[0]!;
        const anchors = page.index.byTag.get('a') ?? [];
        const areas = page.index.byTag.get('area') ?? [];
        let j = 0;
        for (const el of anchors) {
          for (; j < areas.length && (areas[j]!.startIndex ?? 0) < (el.startIndex ?? 0); j++) check(page, here, areas[j]!, links);
          check(page, here, el, links);
        }
        for (; j < areas.length; j++) check(page, here, areas[j]!, links);
        if (links.length === 0) return ctx.notApplicable('No link points to a fragment of this page.');
        // The anchors' names are read only when some fragment names no id.
        let names: Set<string> | null = null;
        for (const [el, frag] of links) {
          const id = decode(frag);
          if (page.index.byId.has(id) || page.index.byId.has(frag)) continue;
          names ??= anchorNames(anchors);
          if (names.has(id)) continue;
          ctx.report(el, `Link "${shortName(el).slice(0, 50)}" points to #${frag.slice(0, 60)}, but no element has id="${id.slice(0, 60)}".`);
        }
        return undefined;
      },
    };
  },
});
