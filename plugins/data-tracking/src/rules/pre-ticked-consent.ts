import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { boundedText, closestWithin } from '../lib/links.ts';

/** Words that mark a checkbox as a consent or marketing opt-in (several languages). */
const CONSENT = /newsletter|marketing|consent|agree|opt-?in|subscribe|offers|promotion|partner|third[- ]part|werbung|einwillig|zustimm|infolettre|publicit|consentimiento|acepto|consenso|acconsento|nieuwsbrief|toestemming|zgod|samtycke|samtykke/i;

export default defineRule({
  id: 'data-tracking/pre-ticked-consent',
  dimension: 'dataTracking',
  title: 'Consent and marketing checkboxes start unticked',
  failureTitle: 'A consent or marketing checkbox is ticked in advance',
  description: 'Finds checkboxes that ask for consent, newsletter or marketing opt-in (by their name, id, value or label in several languages) and fails those with the checked attribute. Not applicable when no such checkbox exists.',
  why: 'Consent must be an active, unambiguous act: the Court of Justice of the EU ruled that a pre-ticked box is not valid consent (C-673/17 Planet49, 2019), and GDPR Recital 32 says silence or pre-ticked boxes do not constitute consent.',
  fix: 'Remove the checked attribute from every consent and opt-in checkbox and record consent only when the visitor ticks it.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const labelFor = new Map<string, Element>();
    for (const l of ctx.page.index.byTag.get('label') ?? []) {
      const f = dom.attr(l, 'for');
      if (f && !labelFor.has(f)) labelFor.set(f, l);
    }
    let consentBoxes = 0;
    for (const el of ctx.page.index.byTag.get('input') ?? []) {
      if ((dom.attr(el, 'type') ?? '').toLowerCase() !== 'checkbox') continue;
      const id = dom.attr(el, 'id');
      const label = (id && labelFor.get(id)) || closestWithin(el, (e) => e.name === 'label', 20);
      const labelText = label ? dom.normalizeSpace(boundedText(label, 300)) : '';
      const hay = `${dom.attr(el, 'name') ?? ''} ${id ?? ''} ${dom.attr(el, 'value') ?? ''} ${dom.attr(el, 'aria-label') ?? ''} ${labelText}`.slice(0, 1000);
      if (!CONSENT.test(hay)) continue;
      consentBoxes++;
      if (dom.hasAttr(el, 'checked')) ctx.report(el, `Checkbox ${dom.attr(el, 'name') ?? id ?? ''}${labelText ? ` ("${labelText.slice(0, 80)}")` : ''} is pre-ticked.`);
    }
    if (consentBoxes === 0) return ctx.notApplicable('No consent or opt-in checkbox on the page.');
    return undefined;
  },
});
