import { defineRule, dom } from '@pagegrade/core';
import { hidden } from '../lib/tree.ts';
import { controlPurpose, describeControl, inputType } from '../lib/forms.ts';

/**
 * Shortest limits that do not cut real values, after the UK government data standards
 * (35 characters per name part and address line) and RFC 5321 (64-character local part plus a domain).
 */
const MIN: Record<string, number> = {
  name: 70, 'given-name': 35, 'family-name': 35, 'additional-name': 35, email: 100, 'street-address': 35, 'address-line1': 35, 'address-line2': 35, 'address-level2': 30, organization: 50, url: 100,
};

export default defineRule({
  id: 'ui-ux/restrictive-maxlength',
  dimension: 'uiux',
  title: 'Name, email and address fields accept realistic lengths',
  failureTitle: 'Some name, email or address fields cut off real values',
  description:
    'For text-like inputs whose autocomplete, name or id identifies a name, email, street address, city, organisation or URL, checks maxlength against minimums that fit real data (given and family names 35, full names 70, email 100, address lines 35, city 30, organisation 50, URL 100). Each lower limit warns; not applicable without such fields with a maxlength.',
  why: 'Real names, addresses and email addresses are often longer than developers expect; a low maxlength silently truncates them, so people cannot enter their own name or get mail.',
  fix: 'Raise or remove maxlength on these fields (validate on the server instead), e.g. maxlength="254" for email.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://www.gov.uk/government/publications/open-standards-for-government/data-standards-for-government'],
  check(ctx) {
    let judged = 0;
    for (const el of ctx.page.index.byTag.get('input') ?? []) {
      const max = dom.attr(el, 'maxlength');
      if (max === null || !['text', 'email', 'url', 'search'].includes(inputType(el)) || hidden(ctx.page, el)) continue;
      const p = controlPurpose(el);
      const min = p ? MIN[p.purpose] : undefined;
      if (min === undefined) continue;
      judged++;
      const n = Number(max.trim());
      if (Number.isFinite(n) && n >= 0 && n < min) ctx.warn(el, `${describeControl(el)} (${p!.purpose}) allows only ${n} characters; real values need at least ${min}.`);
    }
    if (judged === 0) return ctx.notApplicable('No name, email or address field has a maxlength.');
    return undefined;
  },
});
