import { defineRule, dom } from '@pagegrade/core';

/** Attributes whose values are id references that assistive technology follows. */
const IDREF_ATTRS = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-errormessage', 'aria-details', 'aria-flowto'];

export default defineRule({
  id: 'accessibility/duplicate-id-aria',
  dimension: 'accessibility',
  title: 'Ids referenced by ARIA and labels are unique',
  failureTitle: 'Some ids used by ARIA attributes or <label for> appear on several elements',
  description: 'Collects every id referenced by aria-labelledby, aria-describedby, aria-controls, aria-owns, aria-activedescendant, aria-errormessage, aria-details, aria-flowto and <label for>, and checks that each is carried by exactly one element.',
  why: 'Browsers resolve a duplicated id to the first element only, so a label or description may come from the wrong element and the real one is never announced.',
  fix: 'Make ids unique across the page (templates and repeated components are the usual culprits) and update the references.',
  impact: 'serious',
  tags: ['axe:duplicate-id-aria', 'wcag:4.1.2', 'lighthouse:duplicate-id-aria'],
  // The '*' handler only acts on elements with these attributes.
  attributes: [...IDREF_ATTRS, 'for'],
  create(ctx) {
    const referenced = new Map<string, string>();
    return {
      element: {
        '*'(el) {
          for (const a of IDREF_ATTRS) {
            const v = el.attribs[a];
            if (v) for (const id of v.split(/[\t\n\f\r ]+/)) if (id && !referenced.has(id)) referenced.set(id, a);
          }
          if (el.name === 'label') {
            const f = el.attribs['for'];
            if (f && !referenced.has(f)) referenced.set(f, 'label for');
          }
        },
      },
      end() {
        if (referenced.size === 0) return ctx.notApplicable('No ARIA attribute or label refers to an id.');
        for (const [id, via] of referenced) {
          const els = ctx.page.index.byId.get(id);
          if (els && els.length > 1) ctx.report(els[1]!, `id "${id}" (used by ${via}) is on ${els.length} elements: ${els.slice(0, 3).map((e) => dom.snippet(e, 40)).join(', ')}.`);
        }
        return undefined;
      },
    };
  },
});
