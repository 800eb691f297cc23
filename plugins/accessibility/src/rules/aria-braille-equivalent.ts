import { defineRule } from '@pagegrade/core';
import { accName, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { describe, q } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/aria-braille-equivalent',
  dimension: 'accessibility',
  title: 'Braille labels and role descriptions have non-braille equivalents',
  failureTitle: 'Some elements have a braille-only label or role description',
  description:
    'WAI-ARIA 1.3 adds aria-braillelabel and aria-brailleroledescription, shown on braille displays instead of the accessible name and aria-roledescription. ' +
    'Checks that an element with a non-empty aria-braillelabel has a non-empty accessible name, and that one with a non-empty aria-brailleroledescription has a non-empty aria-roledescription; the specification asks authors not to use them otherwise.',
  why: 'A braille label replaces, it does not create, a name: speech users (and braille users whose display ignores the attribute) get nothing when the element has no accessible name or role description of its own.',
  fix: 'Give the element an accessible name (text, alt, aria-label) before adding aria-braillelabel, and an aria-roledescription before adding aria-brailleroledescription; or remove the braille attribute.',
  impact: 'serious',
  tags: ['axe:aria-braille-equivalent', 'wcag:4.1.2'],
  references: ['https://w3c.github.io/aria/#aria-braillelabel', 'https://w3c.github.io/aria/#aria-brailleroledescription'],
  check(ctx) {
    const page = ctx.page;
    const targets = new Set<Element>();
    for (const attr of ['aria-braillelabel', 'aria-brailleroledescription']) {
      for (const el of page.index.byAttribute.get(attr) ?? []) if (el.attribs[attr]!.trim() && !isHidden(page, el)) targets.add(el);
    }
    if (targets.size === 0) return ctx.notApplicable('No element exposed to assistive technology has a non-empty aria-braillelabel or aria-brailleroledescription.');
    let unknown = 0;
    for (const el of [...targets].sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0))) {
      const braille = el.attribs['aria-braillelabel'];
      if (braille !== undefined && braille.trim()) {
        const name = accName(el, page);
        if (!name.name && name.complete) ctx.report(el, () => `${describe(el, 60)} has aria-braillelabel=${q(braille, 30)} but no accessible name.`);
        else if (!name.name) unknown++;
      }
      const brd = el.attribs['aria-brailleroledescription'];
      if (brd !== undefined && brd.trim() && !(el.attribs['aria-roledescription'] ?? '').trim()) {
        ctx.report(el, () => `${describe(el, 60)} has aria-brailleroledescription=${q(brd, 30)} but no aria-roledescription.`);
      }
    }
    if (unknown > 0) return ctx.needsReview(`${unknown} element(s) with aria-braillelabel have so much content that their accessible name was not computed in full.`);
    return undefined;
  },
});
