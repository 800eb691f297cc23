import { defineRule, dom, type Page } from '@pagegrade/core';
import { ariaAttrDef, effectiveRole, hiddenState } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { HIDDEN_UNKNOWN_REASON } from '../lib/info.ts';

/**
 * Relations whose target is often rendered later by script (a collapsed menu, a listbox's
 * options): a missing id warns. A missing aria-labelledby or aria-describedby target warns too:
 * the value is well formed, and whether the element is left without a name is the naming
 * checks' question.
 */
const UNRESOLVED_WARNS = new Set(['aria-controls', 'aria-owns', 'aria-flowto', 'aria-activedescendant', 'aria-details', 'aria-labelledby', 'aria-describedby']);

/** The least value WAI-ARIA allows for integer properties (-1 stands for "unknown" in counts and set sizes). */
const MIN_INTEGER: Record<string, number> = {
  'aria-level': 1,
  'aria-posinset': 1,
  'aria-colindex': 1,
  'aria-rowindex': 1,
  'aria-colspan': 1,
  'aria-rowspan': 0,
  'aria-setsize': -1,
  'aria-colcount': -1,
  'aria-rowcount': -1,
};

const INTEGER = /^[-+]?\d{1,15}$/;
/** A number as HTML writes one (a valid floating-point number, a leading + allowed): no hex, no Infinity. */
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Headings deeper than six are not announced by their level by screen readers. */
const MAX_HEADING_LEVEL = 6;

export default defineRule({
  id: 'accessibility/aria-valid-attr-value',
  dimension: 'accessibility',
  title: 'ARIA attributes have valid values',
  failureTitle: 'Some ARIA attributes have invalid values',
  description:
    'Checks each non-empty ARIA state and property of elements exposed to assistive technology against its value type in WAI-ARIA 1.2 (from aria-query): true/false, true/false/mixed, allowed tokens (aria-live, aria-haspopup, aria-current …), integers within their range (aria-level, aria-posinset, aria-colindex … from 1), numbers, and id references. ' +
    'An id reference of which no id exists on the page warns rather than fails (the target may be added by script, and an unnamed element is the naming checks\' finding); a missing aria-controls or aria-owns target is accepted on a collapsed or unselected control. aria-errormessage is judged only while aria-invalid is set: its target must exist and not be hidden. A heading level above 6 warns, as screen readers do not announce it.',
  why: 'Browsers ignore an invalid value or fall back to a default, so the state announced to users is not the one the author set (a menu said to be collapsed when it is open, a label that points nowhere).',
  fix: 'Use the exact values the specification allows (aria-expanded="true", not "yes"; aria-live="polite"; aria-level from 1) and make id references match existing ids.',
  impact: 'serious',
  tags: ['axe:aria-valid-attr-value', 'act:6a7281', 'wcag:4.1.2', 'lighthouse:aria-valid-attr-value'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-*'],
  create(ctx) {
    let checked = 0;
    let hiddenOnly = false;
    return {
      element: {
        '*'(el) {
          let hidden: boolean | null | undefined;
          for (const name in el.attribs) {
            if (!name.startsWith('aria-')) continue;
            const def = ariaAttrDef(name);
            if (!def) continue;
            const value = el.attribs[name]!.trim();
            if (value === '') continue;
            // Hidden elements are not judged, as their states are not exposed; asked once per element.
            if (hidden === undefined) hidden = hiddenState(ctx.page, el);
            if (hidden === true) {
              hiddenOnly = true;
              return;
            }
            checked++;
            const problem = judge(ctx.page, el, name, value, def);
            if (problem === null) continue;
            const detail = `${name}="${value}" on ${dom.snippet(el, 60)}: ${problem.text}.`;
            if (problem.warn) ctx.warn(el, detail);
            else if (hidden === null) ctx.warn(el, `${detail} (Needs review: ${HIDDEN_UNKNOWN_REASON}.)`);
            else ctx.report(el, detail);
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable(hiddenOnly ? 'No element exposed to assistive technology has a non-empty ARIA attribute.' : 'No element has a non-empty ARIA attribute.');
        return undefined;
      },
    };
  },
});

interface Problem {
  text: string;
  /** A finding that may be fine (a target added by script): a warning, never a failure. */
  warn: boolean;
}

const fail = (text: string): Problem => ({ text, warn: false });
const review = (text: string): Problem => ({ text, warn: true });

type AttrDef = NonNullable<ReturnType<typeof ariaAttrDef>>;

/** What is wrong with one attribute's value, or null. */
function judge(page: Page, el: Element, name: string, value: string, def: AttrDef): Problem | null {
  const v = value.toLowerCase();
  const { type, values } = def;
  switch (type) {
    case 'boolean':
      return v === 'true' || v === 'false' || (def.allowundefined === true && v === 'undefined') ? null : fail('must be true or false');
    case 'tristate':
      return v === 'true' || v === 'false' || v === 'mixed' || v === 'undefined' ? null : fail('must be true, false or mixed');
    case 'token': {
      const allowed = (values ?? []).map(String);
      if (allowed.includes(v)) return null;
      return name === 'aria-current' ? review(`is not one of ${allowed.join(', ')}; browsers treat it as "true"`) : fail(`must be one of ${allowed.join(', ')}`);
    }
    case 'tokenlist': {
      const allowed = (values ?? []).map(String);
      const wrong = v.split(/[\t\n\f\r ]+/).filter((t) => !allowed.includes(t));
      return wrong.length ? fail(`"${wrong[0]}" is not one of ${allowed.join(', ')}`) : null;
    }
    case 'integer': {
      if (!INTEGER.test(v)) return fail('must be an integer');
      const min = MIN_INTEGER[name];
      if (min !== undefined && Number(v) < min) return fail(`must be ${min} or more`);
      if (name === 'aria-level' && Number(v) > MAX_HEADING_LEVEL && effectiveRole(el) === 'heading') return review(`screen readers announce heading levels up to ${MAX_HEADING_LEVEL} only`);
      return null;
    }
    case 'number':
      return v.length <= 40 && NUMBER.test(v) ? null : fail('must be a number');
    case 'id':
    case 'idlist':
      return judgeReference(page, el, name, value, type === 'id');
    default:
      return null;
  }
}

function judgeReference(page: Page, el: Element, name: string, value: string, single: boolean): Problem | null {
  const ids = value.split(/[\t\n\f\r ]+/);
  if (name === 'aria-errormessage') return judgeErrorMessage(page, el, ids);
  if (single && ids.length > 1) return fail('must be a single id');
  if (ids.some((id) => page.index.byId.has(id))) return null;
  // A collapsed control, or an unselected tab, may point at what is only rendered when it opens.
  if ((name === 'aria-controls' || name === 'aria-owns') && (attrIs(el, 'aria-expanded', 'false') || (name === 'aria-controls' && attrIs(el, 'aria-selected', 'false')))) return null;
  const text = `refers to ${ids.length > 1 ? 'ids that do' : 'an id that does'} not exist on the page`;
  return UNRESOLVED_WARNS.has(name) ? review(`${text} (it may be added by script)`) : fail(text);
}

/**
 * aria-errormessage matters only while the field is invalid: then its one target must exist (it
 * may be added with the error) and must not be hidden, or the message is never read.
 */
function judgeErrorMessage(page: Page, el: Element, ids: string[]): Problem | null {
  const invalid = (el.attribs['aria-invalid'] ?? '').trim().toLowerCase();
  if (invalid === '' || invalid === 'false') return null;
  if (ids.length > 1) return fail('must be a single id');
  const target = page.index.byId.get(ids[0]!)?.[0];
  if (!target) return review('refers to an id that does not exist on the page (the message may be added by script)');
  const state = hiddenState(page, target);
  if (state === true) return fail(`the field is invalid, but its error message ${dom.snippet(target, 40)} is hidden`);
  return state === null ? review(`whether the error message ${dom.snippet(target, 40)} is shown cannot be decided statically`) : null;
}

function attrIs(el: Element, name: string, value: string): boolean {
  return (el.attribs[name] ?? '').trim().toLowerCase() === value;
}
