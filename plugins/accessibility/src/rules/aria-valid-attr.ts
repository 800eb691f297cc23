import { defineRule, dom } from '@pagegrade/core';
import { ARIA_ATTRIBUTES, isHidden } from '@pagegrade/core/a11y';

export default defineRule({
  id: 'accessibility/aria-valid-attr',
  dimension: 'accessibility',
  title: 'aria-* attributes are valid ARIA states and properties',
  failureTitle: 'Some aria-* attributes are misspelled or do not exist',
  description: 'Checks that every attribute whose name starts with "aria-" is a WAI-ARIA 1.2 state or property (list from aria-query), e.g. flags aria-labeledby (single l) or aria-role. Elements hidden from assistive technology are not judged.',
  why: 'Browsers ignore unknown aria-* attributes, so a misspelt attribute silently fails to give the label, state or relationship the author intended.',
  fix: 'Correct the spelling (aria-labelledby, aria-describedby …) or remove attributes that are not in the ARIA specification.',
  impact: 'serious',
  tags: ['axe:aria-valid-attr', 'act:5f99a7', 'wcag:4.1.2', 'lighthouse:aria-valid-attr'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-*'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          let hidden: boolean | undefined;
          for (const name of Object.keys(el.attribs)) {
            if (!name.startsWith('aria-')) continue;
            // Attributes of hidden elements are exposed to no one (axe-core skips them too).
            if ((hidden ??= isHidden(ctx.page, el))) return;
            checked++;
            if (!ARIA_ATTRIBUTES.has(name)) ctx.report(el, `${name} on ${dom.snippet(el, 60)} is not an ARIA attribute.`);
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has aria-* attributes.');
        return undefined;
      },
    };
  },
});
