import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'code-quality/button-type',
  dimension: 'codeQuality',
  title: 'Buttons inside forms declare their type',
  failureTitle: 'Buttons inside forms have no type attribute and default to submit',
  description: 'Checks <button> elements that are inside a <form> (or associated with one through the form attribute) for an explicit type attribute.',
  why: 'A button without a type is a submit button: a "Show password", "Add row" or "Cancel" button then submits the form — and pressing Enter in any field triggers the first such button — which loses input and sends half-filled forms.',
  fix: 'Add type="button" to buttons that run scripts and type="submit" to the one that sends the form.',
  impact: 'minor',
  tags: ['html-validate:no-implicit-button-type'],
  create(ctx) {
    let formDepth = 0;
    let inForm = 0;
    let n = 0;
    return {
      element: {
        form() {
          formDepth++;
        },
        button(el) {
          if (!formDepth && el.attribs['form'] === undefined) return;
          inForm++;
          if (el.attribs['type'] !== undefined) return;
          n++;
          const label = dom.normalizeSpace(dom.textContent(el)).slice(0, 40);
          ctx.warn(el, `<button>${label ? ` "${label}"` : ''} has no type, so it submits its form.`);
        },
      },
      elementExit: {
        form() {
          formDepth--;
        },
      },
      end() {
        if (!inForm) return ctx.notApplicable('No <button> belongs to a form.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
