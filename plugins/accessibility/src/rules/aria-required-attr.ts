import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { explicitRole, inputType, requiredAttributes } from '../lib/aria.ts';

/** Whether the element's native semantics already supply a state the role requires. */
function nativelySupplied(el: Element, attr: string): boolean {
  if (el.name === 'input') {
    const t = inputType(el);
    if (attr === 'aria-checked') return t === 'checkbox' || t === 'radio';
    if (attr === 'aria-valuenow') return t === 'range' || t === 'number';
  }
  if (attr === 'aria-valuenow') return el.name === 'meter' || el.name === 'progress';
  if (attr === 'aria-selected') return el.name === 'option';
  return false;
}

export default defineRule({
  id: 'accessibility/aria-required-attr',
  dimension: 'accessibility',
  title: 'Elements with ARIA roles have the states they require',
  failureTitle: 'Some elements with ARIA roles lack required states or properties',
  description: 'For every element with an explicit ARIA role, checks that the states and properties the role requires (from aria-query; e.g. aria-checked for checkbox, radio and switch, aria-valuenow for slider and meter, aria-controls for scrollbar) are present, unless a native element supplies them (an <input type="checkbox" role="switch"> has a checked state). Required states that have a default value in WAI-ARIA (heading\'s aria-level, option\'s aria-selected) are satisfied by it; a combobox needs aria-controls only when expanded.',
  why: 'Without the required state assistive technology cannot report it: a custom checkbox without aria-checked is never announced as checked or unchecked.',
  fix: 'Add the missing attribute and keep it updated from script, e.g. role="checkbox" aria-checked="false"; or use the native element.',
  impact: 'serious',
  tags: ['axe:aria-required-attr', 'act:4e8ab6', 'wcag:4.1.2', 'lighthouse:aria-required-attr'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['role'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['role'] === undefined) return;
          const role = explicitRole(el);
          if (!role) return;
          const required = requiredAttributes(role);
          if (required.length === 0) return;
          checked++;
          const missing = required.filter((a) => {
            if (el.attribs[a] !== undefined && el.attribs[a]!.trim() !== '') return false;
            if (nativelySupplied(el, a)) return false;
            if (role === 'combobox' && a === 'aria-controls') return (el.attribs['aria-expanded'] ?? '').trim().toLowerCase() === 'true';
            return true;
          });
          if (missing.length) ctx.report(el, `role="${role}" on ${dom.snippet(el, 60)} requires ${missing.join(' and ')}.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has an explicit role with required states or properties.');
        return undefined;
      },
    };
  },
});
