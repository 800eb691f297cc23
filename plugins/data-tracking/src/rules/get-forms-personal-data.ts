import { defineRule } from '@pagegrade/core';
import { formFields, formLabel, formMethod } from '../lib/forms.ts';

export default defineRule({
  id: 'data-tracking/get-forms-personal-data',
  dimension: 'dataTracking',
  title: 'Forms with personal data use POST',
  failureTitle: 'A form puts personal data into the URL (method GET)',
  description: 'Warns for forms with personal-data fields (email, tel, name, address, birthday by type, autocomplete token or field name) that submit with method GET, the default when method is missing. Forms with a password field are left to the security checks. Not applicable when no such form exists.',
  why: 'GET submissions put every field into the URL, which lands in browser history, server and proxy logs, analytics reports and the Referer sent to every third party the next page loads.',
  fix: 'Use method="post" for forms that collect personal data.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let forms = 0;
    let viaGet = 0;
    for (const form of ctx.page.index.byTag.get('form') ?? []) {
      const f = formFields(ctx.page, form);
      // Forms with a password are judged by the security checks (password-form-get).
      if (f.passwords.length > 0 || f.personal.length === 0) continue;
      forms++;
      if (formMethod(form) !== 'get') continue;
      viaGet++;
      ctx.warn(form, `${formLabel(ctx.page, form)} sends ${f.personal.slice(0, 4).join(', ')} in the URL (method GET).`);
    }
    if (forms === 0) return ctx.notApplicable('No form without a password field collects personal data.');
    if (viaGet > 0) return undefined;
    return ctx.pass(`${forms} form${forms === 1 ? '' : 's'} with personal data, all submitted with POST.`);
  },
});
