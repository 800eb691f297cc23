import { defineRule, dom, isCustomElementName } from '@pagegrade/core';

/** Boolean attributes of the HTML standard, with the elements they apply to ('*' = any). */
const BOOLEAN: Record<string, string[] | '*'> = {
  allowfullscreen: ['iframe'],
  async: ['script'],
  autofocus: '*',
  autoplay: ['audio', 'video'],
  checked: ['input'],
  controls: ['audio', 'video'],
  default: ['track'],
  defer: ['script'],
  disabled: ['button', 'fieldset', 'input', 'optgroup', 'option', 'select', 'textarea', 'link'],
  formnovalidate: ['button', 'input'],
  hidden: '*',
  inert: '*',
  ismap: ['img'],
  itemscope: '*',
  loop: ['audio', 'video'],
  multiple: ['input', 'select'],
  muted: ['audio', 'video'],
  nomodule: ['script'],
  novalidate: ['form'],
  open: ['details', 'dialog'],
  playsinline: ['video'],
  readonly: ['input', 'textarea'],
  required: ['input', 'select', 'textarea'],
  reversed: ['ol'],
  selected: ['option'],
};
const FALSY = new Set(['false', 'no', 'off', '0', 'null', 'undefined']);

export default defineRule({
  id: 'code-quality/boolean-attribute-false',
  dimension: 'codeQuality',
  title: 'Boolean attributes are not set to "false"',
  failureTitle: 'Boolean attributes are written as "false", which turns them on',
  description: `Finds boolean attributes (${Object.keys(BOOLEAN).join(', ')}) on the elements they apply to whose value is "false", "no", "off", "0", "null" or "undefined". Custom elements are skipped because they may parse their own attributes.`,
  why: 'For a boolean attribute only presence counts: `disabled="false"` disables the control, `hidden="false"` hides the element and `async="false"` still loads the script asynchronously — the opposite of what the markup says. It usually comes from templates that print a boolean value into the attribute.',
  fix: 'Omit the attribute to turn the feature off; in templates, render the attribute conditionally instead of printing its value.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes'],
  // The '*' handler only acts on elements with these attributes.
  attributes: Object.keys(BOOLEAN),
  create(ctx) {
    let n = 0;
    return {
      element: {
        '*'(el) {
          if (isCustomElementName(el.name)) return;
          for (const name in el.attribs) {
            const applies = Object.hasOwn(BOOLEAN, name) ? BOOLEAN[name] : undefined;
            if (!applies || (applies !== '*' && !applies.includes(el.name))) continue;
            const v = el.attribs[name]!.trim().toLowerCase();
            if (!FALSY.has(v)) continue;
            n++;
            ctx.report(el, () => `${dom.snippet(el, 70)}: ${name}="${el.attribs[name]}" still turns ${name} on.`);
          }
        },
      },
      end() {
        return n ? undefined : ctx.pass();
      },
    };
  },
});
