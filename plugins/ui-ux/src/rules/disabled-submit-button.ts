import { defineRule, dom } from '@pagegrade/core';
import { boundedText, ctxOf } from '../lib/tree.ts';

export default defineRule({
  id: 'ui-ux/disabled-submit-button',
  dimension: 'uiux',
  title: 'Submit buttons are not disabled when the page loads',
  failureTitle: 'A submit button is disabled when the page loads',
  description:
    'Warns for each visible submit button (<button> without type or type="submit", <input type="submit"/"image">) inside a form that has the disabled attribute in the delivered HTML. Not applicable without submit buttons.',
  why: 'A greyed-out button does not say what is missing, cannot be focused, and is skipped by screen readers; people who have filled in the form as they understood it are stuck. Letting them submit and showing specific errors works better.',
  fix: 'Keep the submit button enabled and validate on submission, showing what needs fixing next to each field; use aria-disabled with an explanation if you must signal unavailability.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    let submits = 0;
    const check = (el: import('domhandler').Element) => {
      const type = (dom.attr(el, 'type') ?? '').trim().toLowerCase();
      const isSubmit = el.name === 'button' ? type === '' || type === 'submit' : type === 'submit' || type === 'image';
      if (!isSubmit) return;
      const c = ctxOf(ctx.page, el);
      if (!c.form && !dom.hasAttr(el, 'form')) return;
      submits++;
      if (dom.hasAttr(el, 'disabled') && !c.hidden && !c.inert) ctx.warn(el, `Submit button "${(dom.attr(el, 'value') ?? boundedText(el, 40)).slice(0, 40)}" is disabled on load.`);
    };
    return {
      element: { button: check, input: check },
      end() {
        if (submits === 0) return ctx.notApplicable('No form has a submit button.');
        return undefined;
      },
    };
  },
});
