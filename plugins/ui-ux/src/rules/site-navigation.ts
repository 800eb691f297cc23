import { defineRule, dom } from '@pagegrade/core';
import { ctxOf, inheritedCtx } from '../lib/tree.ts';
import { withRole } from '../lib/html.ts';
import type { Element } from 'domhandler';

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
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        // Links counted once, for their nearest navigation and nearest header. The counts do
        // not depend on the order, so the links come from the href index: no attribute read for
        // every <a> of the page.
        const inNav = new Map<Element, number>();
        const inHeader = new Map<Element, number>();
        for (const a of page.index.byAttribute.get('href') ?? []) {
          if (a.name !== 'a' && a.name !== 'area') continue;
          // Only ancestors set nav and header: the link's own attributes are not read.
          const c = inheritedCtx(page, a);
          if (c === null) continue;
          if (c.nav) inNav.set(c.nav, (inNav.get(c.nav) ?? 0) + 1);
          if (c.header) inHeader.set(c.header, (inHeader.get(c.header) ?? 0) + 1);
        }
        const linksIn = (el: Element) => (inNav.get(el) ?? 0) + (inHeader.get(el) ?? 0);
        const navs = [...(page.index.byTag.get('nav') ?? [])];
        navs.push(...withRole(page, 'ul', 'navigation'), ...withRole(page, 'div', 'navigation'));
        let best = 0;
        for (const n of navs) {
          if (ctxOf(page, n).hidden) continue;
          const c = linksIn(n);
          if (c >= 2) return ctx.pass(`Navigation ${dom.snippet(n, 60)} has ${c} links.`);
          best = Math.max(best, c);
        }
        const headers = (page.index.byTag.get('header') ?? []).filter((h) => !ctxOf(page, h).sectioning);
        headers.push(...withRole(page, 'div', 'banner'));
        for (const h of headers) {
          const c = linksIn(h);
          if (c >= 3) {
            ctx.warn(h, `The page header has ${c} links but no <nav> element marks them as the site menu.`);
            return undefined;
          }
        }
        return ctx.fail(navs.length ? `The page's <nav> elements hold ${best} link(s) at most, and no header holds a menu.` : 'No <nav> element, role="navigation" or header menu on the page.');
      },
    };
  },
});
