import { defineRule, inTagOrder, type RuleContext } from '@pagegrade/core';
import { effectiveRole, explicitRole, isHidden, nameProbe, superRoles } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { describe, reportExposed } from '../lib/info.ts';

function reportUnnamed(ctx: RuleContext, a: Element, href: string | undefined, complete: boolean): void {
  if (!complete) ctx.warn(a, () => `Link ${href ?? describe(a)}: no name found within the first part of its very large content.`);
  else reportExposed(ctx, a, () => `Link ${href !== undefined ? `to ${href || '(empty href)'}` : describe(a)} has no text or other accessible name.`);
}

export default defineRule({
  id: 'accessibility/link-name',
  dimension: 'accessibility',
  title: 'Links have accessible names',
  failureTitle: 'Some links have no accessible name',
  description: 'Checks that every <a href> link and every element with the role link or a kind of link (doc-biblioref, doc-noteref …) exposed to assistive technology has an accessible name from its text, the alt text of an image inside it, aria-label, aria-labelledby or title.',
  why: 'Screen reader users navigate by a list of links; a link without a name is read as its URL or as "link", and cannot be told apart from others.',
  fix: 'Put descriptive text in the link; for image links give the image an alt text that says where the link goes; for icon links add aria-label.',
  impact: 'serious',
  tags: ['axe:link-name', 'act:c487ae', 'wcag:2.4.4', 'wcag:4.1.2', 'lighthouse:link-name'],
  check(ctx) {
    const page = ctx.page;
    const links: Element[] = [];
    for (const a of page.index.byTag.get('a') ?? []) {
      const attribs = a.attribs;
      // Without a role attribute, an <a href> is a link (HTML-AAM).
      if (attribs['role']) {
        if (attribs['href'] === undefined && !isLinkRole(explicitRole(a))) continue;
        if (!isLinkRole(effectiveRole(a))) continue;
      } else if (attribs['href'] === undefined) continue;
      if (isHidden(page, a)) continue;
      links.push(a);
    }
    // Other elements given the role of a link, or of a kind of link (doc-biblioref …).
    for (const el of inTagOrder(page, page.index.byAttribute.get('role'))) {
      if (el.name === 'a' || el.name === 'area' || !isLinkRole(effectiveRole(el)) || isHidden(page, el)) continue;
      links.push(el);
    }
    if (links.length === 0) return ctx.notApplicable('The page has no links exposed to assistive technology.');
    // Only whether a name is empty matters here, so no name is built (label-content-name-mismatch,
    // which runs first, stores the names it computes; nameProbe reads those).
    for (const a of links) {
      const r = nameProbe(a, page, 'link');
      if (r !== 'named') reportUnnamed(ctx, a, a.attribs['href'], r === 'unnamed');
    }
    return undefined;
  },
});

/** The role link, or a role that inherits from it (doc-backlink, doc-biblioref, doc-glossref, doc-noteref). */
function isLinkRole(role: string | null): boolean {
  return role === 'link' || (role !== null && superRoles(role).has('link'));
}
