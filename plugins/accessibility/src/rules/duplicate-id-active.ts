import { defineRule, isFocusable, isShadowRoot, shadowTreeOf } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { closestWithin, describe, q } from '../lib/info.ts';

/** Content of an inert <template> (not a shadow root) is outside the document: its ids are nobody's duplicates. */
function inInertTemplate(el: Element): boolean {
  return closestWithin(el, (e) => e.name === 'template' && !isShadowRoot(e), 512) !== null;
}

export default defineRule({
  id: 'accessibility/duplicate-id-active',
  dimension: 'accessibility',
  title: 'Focusable elements have unique ids',
  failureTitle: 'Some focusable elements share their id with another element',
  description:
    'Checks that no focusable element (link, form control, button, element with a tabindex …) that assistive technology can reach has an id another element of the page also has. ' +
    'WCAG 2.0/2.1 success criterion 4.1.1 (Parsing) asked for unique ids; WCAG 2.2 made it obsolete, so this is weighted lightly. code-quality/duplicate-id judges every duplicate id.',
  why: 'Scripts, labels, skip links and ARIA references that find a control by its id reach only the first element with it; a duplicated id on a control can move focus to, label or describe the wrong one.',
  fix: 'Give each focusable element its own id and update the labels, links and scripts that refer to it.',
  impact: 'minor',
  tags: ['axe:duplicate-id-active'],
  references: ['https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute'],
  check(ctx) {
    const page = ctx.page;
    let active = 0;
    for (const [id, els] of page.index.byId) {
      if (id === '') continue;
      for (const el of els) {
        if (!isFocusable(el) || isHidden(page, el)) continue;
        active++;
        if (els.length < 2) continue;
        // An id is looked up in its own tree (the document, or one shadow tree). Hidden elements
        // still take part in the lookup; the content of an inert <template> does not.
        const tree = shadowTreeOf(page, el);
        const others = els.filter((e) => e !== el && shadowTreeOf(page, e) === tree && !inInertTemplate(e));
        if (others.length === 0) continue;
        ctx.report(el, () => `id=${q(id, 50)} of ${describe(el, 60)} is also on ${describe(others[0]!, 50)}${others.length > 1 ? ` and ${others.length - 1} more` : ''}.`);
      }
    }
    if (active === 0) return ctx.notApplicable('No focusable element has an id.');
    return undefined;
  },
});
