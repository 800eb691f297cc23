import { defineRule, dom } from '@pagegrade/core';
import { explicitRole, implicitRole, inputType } from '@pagegrade/core/a11y';

/**
 * Elements on which ARIA in HTML (W3C, "Document conformance requirements") allows no role
 * attribute at all. This is HTML conformance data, not ARIA role data, so it is listed here.
 */
const NO_ROLE = new Set(['base', 'col', 'colgroup', 'datalist', 'dd', 'head', 'html', 'label', 'legend', 'link', 'main', 'map', 'meta', 'meter', 'noscript', 'optgroup', 'option', 'param', 'picture', 'progress', 'script', 'slot', 'source', 'style', 'summary', 'template', 'textarea', 'title', 'track']);

export default defineRule({
  id: 'accessibility/aria-allowed-role',
  dimension: 'accessibility',
  title: 'Role attributes are allowed on their elements',
  failureTitle: 'Some elements have a role that ARIA in HTML does not allow on them',
  description: 'A basic check of the ARIA in HTML rules for the role attribute: it fails for a role on elements that allow none (textarea, label, option, meter, progress, main, summary, <input type="hidden"> …) and for an <img alt=""> with a role other than none/presentation; it warns when the role only repeats the element\'s implicit role (<nav role="navigation">).',
  why: 'Overriding the native role of such elements breaks what browsers and assistive technology expect of them (a textarea that is no longer a text field); redundant roles are harmless but noise.',
  fix: 'Remove the role attribute, or use the element whose native role you need (a <button> rather than <textarea role="button">).',
  impact: 'minor',
  tags: ['axe:aria-allowed-role', 'best-practice', 'html-validate:no-redundant-role', 'lighthouse:aria-allowed-role'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['role'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['role'] === undefined || el.attribs['role'].trim() === '') return;
          const role = explicitRole(el);
          if (!role) return;
          checked++;
          const value = el.attribs['role'].trim();
          if (NO_ROLE.has(el.name) || (el.name === 'input' && inputType(el) === 'hidden')) {
            if (implicitRole(el) === role) ctx.warn(el, `role="${value}" on <${el.name}> repeats its implicit role.`);
            else ctx.report(el, `role="${value}" is not allowed on ${dom.snippet(el, 50)}.`);
            return;
          }
          if (el.name === 'img' && el.attribs['alt'] !== undefined && el.attribs['alt'].trim() === '' && role !== 'none' && role !== 'presentation') {
            ctx.report(el, `role="${value}" on a decorative image (alt="") ${el.attribs['src'] ?? ''}: only none or presentation is allowed.`);
            return;
          }
          if (implicitRole(el) === role) ctx.warn(el, `role="${value}" on <${el.name}> repeats its implicit role.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has a valid role attribute.');
        return undefined;
      },
    };
  },
});
