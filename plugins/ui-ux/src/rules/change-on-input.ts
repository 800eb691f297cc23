import { defineRule, dom } from '@pagegrade/core';
import { describeControl, inputType } from '../lib/forms.ts';
import { hidden } from '../lib/tree.ts';

/** Handlers that submit a form, navigate or open a window. */
const CONTEXT_CHANGE = /\.submit\s*\(|\blocation(\.href)?\s*=|location\.(assign|replace)\s*\(|window\.open\s*\(|\bnavigate\s*\(/;

export default defineRule({
  id: 'ui-ux/change-on-input',
  dimension: 'uiux',
  title: 'Choosing an option does not submit or navigate by itself',
  failureTitle: 'Changing a field submits the form or leaves the page',
  description:
    'Fails for selects, radio buttons, checkboxes and other inputs whose onchange or oninput attribute submits a form, assigns location, calls location.assign/replace, navigate() or opens a window. Handlers set from scripts are not visible here. Not applicable without such handlers.',
  why: 'People browse a drop-down with the arrow keys or mis-tap an option; if the page submits or navigates on the first change, keyboard users cannot reach the option they wanted and everyone loses their place (WCAG 3.2.2 On Input).',
  fix: 'Apply the choice with an explicit button ("Go", "Apply filters"), or update the page in place without moving focus or navigating.',
  impact: 'moderate',
  tags: ['wcag:3.2.2'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/on-input.html'],
  create(ctx) {
    let handlers = 0;
    const check = (el: import('domhandler').Element) => {
      if (el.name === 'input' && ['hidden', 'submit', 'button', 'reset', 'image'].includes(inputType(el))) return;
      for (const ev of ['onchange', 'oninput']) {
        const v = dom.attr(el, ev);
        if (v === null) continue;
        handlers++;
        if (CONTEXT_CHANGE.test(v.slice(0, 1000)) && !hidden(ctx.page, el)) ctx.report(el, `${describeControl(el)} ${ev}="${v.trim().slice(0, 50)}" changes context as soon as the value changes.`);
      }
    };
    return {
      element: { select: check, input: check, textarea: check },
      end() {
        if (handlers === 0) return ctx.notApplicable('No form field has an inline onchange or oninput handler.');
        return undefined;
      },
    };
  },
});
