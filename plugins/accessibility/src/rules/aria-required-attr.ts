import { defineRule, dom, isFocusable } from '@pagegrade/core';
import { elementsWithExplicitRole, implicitRole, inputType, isHidden, requiredAttributes } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

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
  description: 'For every element exposed to assistive technology with an explicit ARIA role other than its native one (ACT rule 4e8ab6), checks that the states and properties the role requires (from aria-query and WAI-ARIA 1.2; e.g. aria-checked for checkbox, radio and switch, aria-level for heading, aria-expanded for combobox, aria-valuenow for slider, meter and a focusable separator) are set and not empty, unless a native element supplies them (an <input type="checkbox" role="switch"> has a checked state). Only option\'s and tab\'s aria-selected have a default that satisfies the requirement; a combobox needs aria-controls only when expanded.',
  why: 'Without the required state assistive technology cannot report it: a custom checkbox without aria-checked is never announced as checked or unchecked.',
  fix: 'Add the missing attribute and keep it updated from script, e.g. role="checkbox" aria-checked="false"; or use the native element.',
  impact: 'serious',
  tags: ['axe:aria-required-attr', 'act:4e8ab6', 'wcag:4.1.2', 'lighthouse:aria-required-attr'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['role'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const { el, role } of elementsWithExplicitRole(page)) {
      if (role === implicitRole(el) || isHidden(page, el)) continue;
      checked++;
      const required = requiredAttributes(role);
      // A focusable separator is a widget, with a value (WAI-ARIA 1.2, separator).
      if (role === 'separator' && isFocusable(el)) required.push('aria-valuenow');
      const missing = required.filter((a) => {
        if (el.attribs[a] !== undefined && el.attribs[a]!.trim() !== '') return false;
        if (nativelySupplied(el, a)) return false;
        if (role === 'combobox' && a === 'aria-controls') return (el.attribs['aria-expanded'] ?? '').trim().toLowerCase() === 'true';
        return true;
      });
      if (missing.length) reportExposed(ctx, el, `role="${role}" on ${dom.snippet(el, 60)} requires ${missing.join(' and ')}.`);
    }
    if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has an explicit role other than its native one.');
    return undefined;
  },
});
