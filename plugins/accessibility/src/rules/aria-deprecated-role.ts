import { defineRule, inTagOrder } from '@pagegrade/core';
import { explicitRole, isHidden } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';

/**
 * Roles the specifications deprecate, with what replaces them: WAI-ARIA 1.2 §5.4 deprecates
 * directory (use list); DPUB-ARIA 1.1 deprecates doc-biblioentry and doc-endnote (use listitem in
 * a doc-bibliography or doc-endnotes list).
 */
const DEPRECATED = new Map<string, string>([
  ['directory', 'WAI-ARIA 1.2 deprecates it: use role="list", or a <ul>'],
  ['doc-biblioentry', 'DPUB-ARIA 1.1 deprecates it: use a listitem inside role="doc-bibliography"'],
  ['doc-endnote', 'DPUB-ARIA 1.1 deprecates it: use a listitem inside role="doc-endnotes"'],
]);

export default defineRule({
  id: 'accessibility/aria-deprecated-role',
  dimension: 'accessibility',
  title: 'No element uses a deprecated ARIA role',
  failureTitle: 'Some elements use an ARIA role the specifications deprecate',
  description: `Checks the role that applies to each element (the first role token a browser recognises) against the roles WAI-ARIA 1.2 and DPUB-ARIA 1.1 deprecate: ${[...DEPRECATED.keys()].join(', ')}.`,
  why: 'Assistive technologies are free to drop support for deprecated roles; content that relies on one may lose its meaning in the next screen reader version.',
  fix: 'Replace the deprecated role with its successor (directory → list; doc-biblioentry and doc-endnote → listitem inside doc-bibliography or doc-endnotes).',
  impact: 'minor',
  tags: ['axe:aria-deprecated-role', 'wcag:4.1.2'],
  references: ['https://www.w3.org/TR/wai-aria-1.2/#directory', 'https://www.w3.org/TR/dpub-aria-1.1/#doc-biblioentry'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const el of inTagOrder(page, page.index.byAttribute.get('role'))) {
      // ARIA's fallback: the first token that names a known role applies; later ones are fallbacks.
      const role = explicitRole(el);
      if (!role || isHidden(page, el)) continue;
      checked++;
      const why = DEPRECATED.get(role);
      if (why) ctx.report(el, () => `${describe(el, 60)} has role="${role}": ${why}.`);
    }
    if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has a known ARIA role.');
    return undefined;
  },
});
