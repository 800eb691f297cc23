import type { Element } from 'domhandler';
import { defineRule, fragmentTarget, samePageFragment, skipLinkZone, type RuleContext } from '@pagegrade/core';
import { hiddenState, isHidden } from '@pagegrade/core/a11y';
import { HIDDEN_UNKNOWN_REASON, describe, shortText } from '../lib/info.ts';

function reportMissing(ctx: RuleContext, a: Element, frag: string): void {
  ctx.report(a, () => `Skip link "${shortText(a, 40)}" points at #${frag.slice(0, 60)}, but no element has that id.`);
}

function reportHidden(ctx: RuleContext, a: Element, target: Element, known: boolean): void {
  const detail = () => `Skip link "${shortText(a, 40)}" points at ${describe(target, 60)}, which is hidden`;
  if (known) ctx.report(a, () => `${detail()}: following it moves nowhere.`);
  else ctx.warn(a, () => `${detail()} unless the styles say otherwise (Needs review: ${HIDDEN_UNKNOWN_REASON}.)`);
}

export default defineRule({
  id: 'accessibility/skip-link',
  dimension: 'accessibility',
  title: 'Skip links lead to their targets',
  failureTitle: 'Some skip links lead nowhere',
  description:
    'Checks the skip links — as axe-core defines them, the same-page links (href="#content") placed before the page\'s first link to another page — and reports each whose target, an element with that id or an <a name>, does not exist or is hidden (links that are themselves hidden are not judged). ' +
    'Not applicable when no same-page link comes before the first link away. Other same-page links (tables of contents, section links) are judged by ui-ux/in-page-anchors, and whether the page offers any way to bypass repeated blocks by accessibility/bypass.',
  why: 'A skip link with a missing or hidden target does nothing: keyboard users press it and stay where they are, and still have to tab through the whole navigation.',
  fix: 'Give the target element the matching id (e.g. <main id="content">) and keep it visible, or correct the href.',
  impact: 'moderate',
  tags: ['axe:skip-link', 'best-practice', 'wcag:2.4.1'],
  check(ctx) {
    const page = ctx.page;
    const anchors = page.index.byTag.get('a') ?? [];
    const zone = skipLinkZone(page);
    let checked = 0;
    for (let i = 0; i < zone; i++) {
      const a = anchors[i]!;
      // Only an href with a fragment can point into the page.
      const href = a.attribs['href'];
      if (href === undefined || !href.includes('#')) continue;
      const frag = samePageFragment(page, href);
      // A link that is not rendered skips nothing, whatever its target.
      if (frag === null || isHidden(page, a)) continue;
      checked++;
      const target = fragmentTarget(page, frag);
      if (!target) reportMissing(ctx, a, frag);
      else {
        const hidden = hiddenState(page, target);
        if (hidden !== false) reportHidden(ctx, a, target, hidden === true);
      }
    }
    if (checked === 0) return ctx.notApplicable('The page has no skip link: no same-page link comes before its first link to another page.');
    return undefined;
  },
});
