import { defineRule, dom } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';

export default defineRule({
  id: 'ui-ux/autofocus',
  dimension: 'uiux',
  title: 'No field grabs focus when the page loads',
  failureTitle: 'A field takes focus automatically when the page loads',
  description:
    'Flags elements with the autofocus attribute outside <dialog>, popovers and templates (where autofocus on opening is appropriate); each warns.',
  why: 'Autofocus scrolls the page past its introduction, pops up the on-screen keyboard on phones covering half the page, and drops screen-reader users mid-page without context.',
  fix: 'Remove autofocus, or keep it only where the field is the page\'s single purpose (a search start page) or inside a dialog that was just opened.',
  impact: 'minor',
  tags: ['best-practice'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['autofocus'],
  create(ctx) {
    return {
      element: {
        '*'(el) {
          if (el.attribs['autofocus'] === undefined) return;
          const c = ctxOf(ctx.page, el);
          if (c.inert || c.dialog) return;
          ctx.warn(el, `${dom.snippet(el, 70)} takes focus on load.`);
        },
      },
    };
  },
});
