import { defineRule, dom, inTagOrder, isFocusable, type Page } from '@pagegrade/core';
import { explicitRole, implicitRole, isHidden, PRESENTATION_CANCELLING } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/presentation-role-conflict',
  dimension: 'accessibility',
  title: 'Elements marked as decorative are not exposed',
  failureTitle: 'Some elements marked as decorative are still exposed, because they are focusable or carry global ARIA attributes',
  description: 'Checks elements marked as decorative — role="none" or "presentation", or an <img alt=""> without a role: if they are focusable or have a global ARIA attribute (aria-label, aria-describedby …), browsers must ignore the decorative role (WAI-ARIA presentational roles conflict resolution) and expose the element with its native role. Elements hidden from assistive technology pass: they are not exposed at all (ACT rule 46ca7f).',
  why: 'The author meant to remove the element\'s semantics, but users still meet it as a button, image or link, often without a name; the markup says two contradictory things.',
  fix: 'Either remove role="none"/"presentation" (or give the image a text alternative), or make the element not focusable (drop tabindex/href) and remove its global ARIA attributes.',
  impact: 'minor',
  tags: ['axe:presentation-role-conflict', 'act:46ca7f', 'best-practice'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const el of decorative(page)) {
      checked++;
      // A hidden element is not exposed, whatever its role: the rule is met.
      if (isHidden(page, el)) continue;
      const globals = Object.keys(el.attribs).filter((a) => a.startsWith('aria-') && PRESENTATION_CANCELLING.has(a));
      const focusable = isFocusable(el);
      if (!focusable && globals.length === 0) continue;
      const reason = focusable ? 'it is focusable' : `it has ${globals.join(', ')}`;
      const marked = el.attribs['role'] === undefined || explicitRole(el) === null ? 'alt=""' : `role="${explicitRole(el)}"`;
      reportExposed(ctx, el, `${marked} on ${dom.snippet(el, 60)} is ignored because ${reason}; it is exposed as ${el.name === 'img' ? 'an image' : (implicitRole(el) ?? 'a generic element')}.`);
    }
    if (checked === 0) return ctx.notApplicable('No element is marked as decorative (role="none", role="presentation" or <img alt="">).');
    return undefined;
  },
});

/** Elements marked as decorative (ACT): an explicit role of none or presentation, or an img with alt="" and no explicit role; in the order rules report. */
function decorative(page: Page): Element[] {
  const out: Element[] = [];
  for (const el of inTagOrder(page, page.index.byAttribute.get('role'))) {
    const role = explicitRole(el);
    if (role === 'none' || role === 'presentation') out.push(el);
  }
  for (const img of page.index.byTag.get('img') ?? []) if (img.attribs['alt'] === '' && explicitRole(img) === null) out.push(img);
  return out;
}
