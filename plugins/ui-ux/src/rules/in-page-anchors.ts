import { accessibleName, defineRule, fragmentTarget, samePageFragment, skipLinkZone, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** Keeps a link to a fragment of this page. */
function check(page: Page, el: Element, links: Array<[Element, string]>): void {
  const href = el.attribs['href'];
  if (href === undefined || !href.includes('#')) return;
  const frag = samePageFragment(page, href);
  if (frag !== null) links.push([el, frag]);
}

export default defineRule({
  id: 'ui-ux/in-page-anchors',
  dimension: 'uiux',
  title: 'In-page links point to existing anchors',
  failureTitle: 'Some in-page links point to anchors that do not exist',
  description:
    'For each <a>/<area> whose href is a fragment on this same page ("#pricing", or this page\'s URL plus "#pricing"), checks that an element with that id (or an <a name>) exists. ' +
    '"#", "#top", hash-bang and "#/route" style links and text fragments (#:~:text=) are skipped. Each broken one fails; not applicable without fragment links. ' +
    'Skip links — same-page links before the page\'s first link to another page — are left to accessibility/skip-link, so a broken skip link is counted once: this check asks whether the page\'s own navigation within itself (tables of contents, section and footnote links) works.',
  why: 'A table-of-contents entry or "jump to pricing" link that goes nowhere leaves the visitor at the top of the page, wondering whether the content exists at all.',
  fix: 'Give the target element the matching id (ids are case-sensitive), or correct the link; remember to update links when headings or sections are renamed.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    // Read from the tag index in one pass rather than by a handler call for every link. <area>
    // is rare: when the page has some, the two lists are merged back into document order.
    const page = ctx.page;
    const links: Array<[Element, string]> = [];
    const anchors = page.index.byTag.get('a') ?? [];
    const areas = page.index.byTag.get('area') ?? [];
    const skipLinks = skipLinkZone(page);
    let j = 0;
    for (let i = 0; i < anchors.length; i++) {
      const el = anchors[i]!;
      for (; j < areas.length && (areas[j]!.startIndex ?? 0) < (el.startIndex ?? 0); j++) check(page, areas[j]!, links);
      if (i >= skipLinks) check(page, el, links);
    }
    for (; j < areas.length; j++) check(page, areas[j]!, links);
    if (links.length === 0) return ctx.notApplicable(skipLinks > 0 ? 'No link after the first link away from the page points to a fragment of this page (skip links before it are judged by accessibility/skip-link).' : 'No link points to a fragment of this page.');
    for (const [el, frag] of links) {
      if (fragmentTarget(page, frag)) continue;
      ctx.report(el, () => `Link "${accessibleName(el, page).slice(0, 50)}" points to #${frag.slice(0, 60)}, but no element has id="${decodeFragment(frag).slice(0, 60)}".`);
    }
    return undefined;
  },
});

function decodeFragment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
