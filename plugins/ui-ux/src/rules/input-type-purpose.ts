import { defineRule } from '@pagegrade/core';
import { hidden } from '../lib/tree.ts';
import { controlPurpose, describeControl, inputType } from '../lib/forms.ts';

const WANTED: Record<string, string> = { email: 'email', tel: 'tel', 'tel-national': 'tel', url: 'url' };

export default defineRule({
  id: 'ui-ux/input-type-purpose',
  dimension: 'uiux',
  title: 'Email, phone and web address fields use matching input types',
  failureTitle: 'Email, phone or URL fields use a plain text input',
  description:
    'For each text input (type text or missing), reads its purpose from autocomplete, else name, else id (e.g. autocomplete="email", name="user_email", id="phoneNumber", name="website"). ' +
    'An email, telephone or URL field that is not type="email"/"tel"/"url" fails. Fields whose purpose cannot be told are not judged; not applicable without text inputs.',
  why: 'The right type brings up the right on-screen keyboard (@ and . for email, a digit pad for phone numbers, / and .com for URLs) and lets browsers check the format before submission; plain text fields slow mobile users down.',
  fix: 'Use <input type="email">, <input type="tel"> or <input type="url"> for these fields, with the matching autocomplete token.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const inputs = (ctx.page.index.byTag.get('input') ?? []).filter((el) => inputType(el) === 'text' && !hidden(ctx.page, el));
    if (inputs.length === 0) return ctx.notApplicable('The page has no plain text inputs.');
    for (const el of inputs) {
      const p = controlPurpose(el);
      const want = p ? WANTED[p.purpose] : undefined;
      if (want) ctx.report(el, `${describeControl(el)} asks for ${p!.purpose === 'url' ? 'a web address' : p!.purpose === 'email' ? 'an email address' : 'a phone number'} (${p!.source}) but is type="text"; use type="${want}".`);
    }
    return undefined;
  },
});
