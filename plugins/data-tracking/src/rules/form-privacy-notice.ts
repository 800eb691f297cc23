import { defineRule, dom, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { formFields } from '../lib/forms.ts';
import { mentionsPrivacy, scan } from '../lib/links.ts';

function personalFields(page: Page, form: Element): string[] {
  const f = formFields(page, form);
  // A sign-in form (one identifier and a password) collects no new data.
  if (f.passwords.length > 0 && f.personal.length <= 1) return [];
  return f.personal;
}

/** Privacy text or a privacy link in the form or in up to three element siblings on either side of it. */
function hasNotice(form: Element): boolean {
  const near: Element[] = [form];
  for (const dir of ['prev', 'next'] as const) {
    let cur = dir === 'prev' ? form.previousSibling : form.nextSibling;
    let found = 0;
    for (let steps = 0; cur && found < 3 && steps < 50; steps++) {
      if (dom.isElement(cur)) {
        near.push(cur);
        found++;
      }
      cur = dir === 'prev' ? cur.previousSibling : cur.nextSibling;
    }
  }
  return near.some((el) => {
    const { text, hrefs } = scan(el, el === form ? 20_000 : 2_000, el === form ? 20_000 : 2_000);
    return mentionsPrivacy(text.toLowerCase()) || hrefs.some(mentionsPrivacy);
  });
}

export default defineRule({
  id: 'data-tracking/form-privacy-notice',
  dimension: 'dataTracking',
  title: 'Forms that collect personal data point to the privacy policy',
  failureTitle: 'A form collects personal data without a privacy notice beside it',
  description: 'For each form with personal-data fields (type email or tel, autocomplete name/email/tel/address/birthday tokens, or names such as email, phone, first_name), checks that the form, or one of the three elements before or after it, contains a link or text about privacy or data protection. Sign-in forms (an identifier and a password) are skipped. Not applicable without such forms.',
  why: 'GDPR Art. 13 requires information about the processing "at the time when personal data are obtained"; a notice next to the submit button is where people actually read it.',
  fix: 'Add a short notice next to the submit button, e.g. "We use your email only to answer your request. See our privacy policy.", with a link to the policy.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let forms = 0;
    let missing = 0;
    for (const form of ctx.page.index.byTag.get('form') ?? []) {
      const role = (dom.attr(form, 'role') ?? '').toLowerCase();
      if (role === 'search') continue;
      const fields = personalFields(ctx.page, form);
      if (fields.length === 0) continue;
      forms++;
      if (!hasNotice(form)) {
        missing++;
        ctx.warn(form, `Form collecting ${fields.slice(0, 4).join(', ')} has no privacy notice or link nearby.`);
      }
    }
    if (forms === 0) return ctx.notApplicable('No form collects personal data.');
    if (missing > 0) return undefined;
    return ctx.pass(`${forms} form${forms === 1 ? '' : 's'} collecting personal data, each with a privacy notice nearby.`);
  },
});
