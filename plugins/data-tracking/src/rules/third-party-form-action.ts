import { defineRule, isThirdParty, thirdPartyEntity } from '@pagegrade/core';
import { formFields, formLabel, formTarget } from '../lib/forms.ts';

export default defineRule({
  id: 'data-tracking/third-party-form-action',
  dimension: 'dataTracking',
  title: 'Forms with personal data submit to the site itself',
  failureTitle: 'A form sends personal data directly to another company',
  description: 'Finds forms with personal-data fields (email, tel, name, address … by type, autocomplete or name) whose action points to another site (e.g. a marketing-automation or form service), and names the company from third-party-web where known. Not applicable when no form collects personal data.',
  why: 'Visitors expect the site they are on to receive what they type; a form posting to a third party hands the data to another processor, which must be disclosed and covered by a data processing agreement.',
  fix: 'Submit to your own endpoint and forward server-side, or name the service and its role next to the form and in the privacy policy.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let forms = 0;
    let external = 0;
    for (const form of ctx.page.index.byTag.get('form') ?? []) {
      const f = formFields(ctx.page, form);
      if (f.personal.length === 0) continue;
      forms++;
      const target = formTarget(ctx.page, form);
      if (!target || !/^https?:/.test(target) || !isThirdParty(target, ctx.page.url)) continue;
      const entity = thirdPartyEntity(target);
      external++;
      ctx.warn(form, `${formLabel(ctx.page, form)} sends ${f.personal.slice(0, 4).join(', ')} to ${entity ? entity.name : new URL(target).hostname}.`);
    }
    if (forms === 0) return ctx.notApplicable('No form collects personal data.');
    if (external > 0) return undefined;
    return ctx.pass(`${forms} form${forms === 1 ? '' : 's'} with personal data, all submitted to this site.`);
  },
});
