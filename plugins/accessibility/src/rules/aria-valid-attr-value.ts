import { defineRule, dom } from '@pagegrade/core';
import { ariaAttrDef } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';

/** Relations whose target is often rendered later by script (a collapsed menu, an error message): a missing id warns. */
const MAY_BE_DYNAMIC = new Set(['aria-controls', 'aria-owns', 'aria-flowto', 'aria-activedescendant', 'aria-errormessage', 'aria-details']);

export default defineRule({
  id: 'accessibility/aria-valid-attr-value',
  dimension: 'accessibility',
  title: 'ARIA attributes have valid values',
  failureTitle: 'Some ARIA attributes have invalid values',
  description: 'Checks each non-empty ARIA state and property against its value type in WAI-ARIA 1.2 (from aria-query): true/false, true/false/mixed, allowed tokens (aria-live, aria-haspopup, aria-current …), integers, numbers, and id references, which must point at an element on the page (fails for aria-labelledby/describedby; warns for aria-controls, aria-owns and similar, whose target may be added by script; a missing aria-controls target is accepted on a control with aria-expanded="false").',
  why: 'Browsers ignore an invalid value or fall back to a default, so the state announced to users is not the one the author set (a menu said to be collapsed when it is open, a label that points nowhere).',
  fix: 'Use the exact values the specification allows (aria-expanded="true", not "yes"; aria-live="polite") and make id references match existing ids.',
  impact: 'serious',
  tags: ['axe:aria-valid-attr-value', 'act:6a7281', 'wcag:4.1.2', 'lighthouse:aria-valid-attr-value'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-*'],
  create(ctx) {
    let checked = 0;
    const byId = ctx.page.index.byId;
    const where = (el: Element) => dom.snippet(el, 60);
    return {
      element: {
        '*'(el) {
          for (const [name, raw] of Object.entries(el.attribs)) {
            if (!name.startsWith('aria-')) continue;
            const def = ariaAttrDef(name);
            if (!def) continue;
            const value = raw.trim();
            if (value === '') continue;
            checked++;
            const v = value.toLowerCase();
            const bad = (why: string) => ctx.report(el, `${name}="${value}" on ${where(el)}: ${why}.`);
            switch (def.type) {
              case 'boolean':
                if (v !== 'true' && v !== 'false' && !(def.allowundefined && v === 'undefined')) bad('must be true or false');
                break;
              case 'tristate':
                if (v !== 'true' && v !== 'false' && v !== 'mixed' && v !== 'undefined') bad('must be true, false or mixed');
                break;
              case 'token': {
                const allowed = (def.values ?? []).map(String);
                if (!allowed.includes(v)) {
                  if (name === 'aria-current') ctx.warn(el, `${name}="${value}" on ${where(el)} is not one of ${allowed.join(', ')}; browsers treat it as "true".`);
                  else bad(`must be one of ${allowed.join(', ')}`);
                }
                break;
              }
              case 'tokenlist': {
                const allowed = (def.values ?? []).map(String);
                const wrong = v.split(/\s+/).filter((t) => !allowed.includes(t));
                if (wrong.length) bad(`"${wrong[0]}" is not one of ${allowed.join(', ')}`);
                break;
              }
              case 'integer':
                if (!/^-?\d{1,15}$/.test(v)) bad('must be an integer');
                break;
              case 'number':
                if (v.length > 40 || !Number.isFinite(Number(v))) bad('must be a number');
                break;
              case 'id':
              case 'idlist': {
                const ids = value.split(/[\t\n\f\r ]+/).filter(Boolean);
                if (def.type === 'id' && ids.length > 1) {
                  bad('must be a single id');
                  break;
                }
                const missing = ids.filter((id) => !byId.has(id));
                // A collapsed control may point at a popup that is only rendered when opened (axe allows this too).
                if (name === 'aria-controls' && (el.attribs['aria-expanded'] ?? '').trim().toLowerCase() === 'false') break;
                if (missing.length === ids.length) {
                  const msg = `${name}="${value}" on ${where(el)} refers to ${ids.length > 1 ? 'ids that do' : 'an id that does'} not exist on the page`;
                  if (MAY_BE_DYNAMIC.has(name)) ctx.warn(el, `${msg} (it may be added by script).`);
                  else ctx.report(el, `${msg}.`);
                }
                break;
              }
            }
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has a non-empty ARIA attribute.');
        return undefined;
      },
    };
  },
});
