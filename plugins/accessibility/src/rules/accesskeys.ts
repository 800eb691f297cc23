import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { isHidden } from '@pagegrade/core/a11y';

export default defineRule({
  id: 'accessibility/accesskeys',
  dimension: 'accessibility',
  title: 'Access keys are unique',
  failureTitle: 'Several elements share the same accesskey',
  description: 'Checks that no two elements use the same accesskey value (compared case-insensitively) among the elements exposed to assistive technology; a key on a hidden element activates nothing.',
  why: 'With duplicate access keys the shortcut reaches only one of the elements (which one varies by browser), so users relying on it cannot reach the other.',
  fix: 'Give each element its own key, or remove accesskey attributes (they often clash with browser and screen reader shortcuts).',
  impact: 'serious',
  tags: ['axe:accesskeys', 'best-practice', 'lighthouse:accesskeys'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['accesskey'],
  create(ctx) {
    const seen = new Map<string, Element>();
    let checked = 0;
    return {
      element: {
        '*'(el) {
          const k = el.attribs['accesskey'];
          // A key on an element that is not rendered activates nothing, so it clashes with nothing.
          if (k === undefined || k.trim() === '' || isHidden(ctx.page, el)) return;
          checked++;
          const key = k.trim().toLowerCase();
          const first = seen.get(key);
          if (first) ctx.report(el, `accesskey="${k.trim()}" on ${dom.snippet(el, 50)} is also used by ${dom.snippet(first, 50)}.`);
          else seen.set(key, el);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has an accesskey.');
        return undefined;
      },
    };
  },
});
