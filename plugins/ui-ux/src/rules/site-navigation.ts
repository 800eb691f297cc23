import { defineRule, dom } from '@pagegrade/core';
import { ctxOf, isBanner, isNavigation } from '../lib/tree.ts';
import { withRole } from '../lib/html.ts';
import type { AnyNode, Element } from 'domhandler';

/**
 * Links (<a>/<area> with href) inside `root` whose nearest ancestor passing `owns` is `root`: the
 * walk does not enter a nested navigation (or header), whose links are its own, as a link's tree
 * context (lib/tree.ts) gives its nearest one. Only the subtrees of the page's few navigations and
 * headers are walked, not the ancestors of every link.
 */
function ownLinks(root: Element, owns: (el: Element) => boolean): number {
  if (!owns(root)) return 0;
  let count = 0;
  const stack: AnyNode[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push(root.children[i]!);
  while (stack.length) {
    const el = stack.pop()!;
    if (!dom.isElement(el)) continue;
    if ((el.name === 'a' || el.name === 'area') && el.attribs['href'] !== undefined) count++;
    if (owns(el)) continue;
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return count;
}

/** Links counted for an element as a navigation and as a header (an element can be both). */
function linksIn(el: Element): number {
  return ownLinks(el, isNavigation) + ownLinks(el, isBanner);
}

export default defineRule({
  id: 'ui-ux/site-navigation',
  dimension: 'uiux',
  title: 'The page offers site navigation',
  failureTitle: 'The page has no recognisable site navigation',
  description:
    'Looks for a navigation menu: a <nav> or role="navigation" with at least two links passes; failing that, a page <header> (or role="banner") with three or more links warns (a menu exists but is not marked up as navigation). ' +
    'Neither fails. How landmarks are labelled and repeated is left to the accessibility checks.',
  why: 'Visitors arrive on deep pages from search and links; without a menu they cannot see what else the site offers or move on, and leave. A marked-up menu also lets browsers\' reader modes and assistive tools find it.',
  fix: 'Put the main menu in <nav aria-label="Main"><ul><li><a href="/">Home</a></li>…</ul></nav> inside the page header.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    // Each link counts for its nearest navigation and its nearest header; a candidate's
    // links are counted only when it is judged.
    // Concatenated, not spread into push: a page can hold more elements than a call has room for arguments.
    const navs = (page.index.byTag.get('nav') ?? []).concat(withRole(page, 'ul', 'navigation'), withRole(page, 'div', 'navigation'));
    let best = 0;
    // The navigation with the most links: the one a menu would grow from.
    let bestNav: (typeof navs)[number] | null = null;
    for (const n of navs) {
      if (ctxOf(page, n).hidden) continue;
      const c = linksIn(n);
      if (c >= 2) return ctx.pass(`Navigation ${dom.snippet(n, 60)} has ${c} links.`);
      if (!bestNav || c > best) bestNav = n;
      best = Math.max(best, c);
    }
    const headers = (page.index.byTag.get('header') ?? []).filter((h) => !ctxOf(page, h).sectioning).concat(withRole(page, 'div', 'banner'));
    for (const h of headers) {
      const c = linksIn(h);
      if (c >= 3) {
        ctx.warn(h, `The page header has ${c} links but no <nav> element marks them as the site menu.`);
        return undefined;
      }
    }
    if (navs.length) {
      ctx.report(bestNav, `The page's <nav> elements hold ${best} link(s) at most, and no header holds a menu.`);
      return undefined;
    }
    return ctx.fail('No <nav> element, role="navigation" or header menu on the page.');
  },
});
