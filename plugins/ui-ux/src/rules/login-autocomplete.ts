import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { ctxOf } from '../lib/tree.ts';
import { describeControl, inputType } from '../lib/forms.ts';

export default defineRule({
  id: 'ui-ux/login-autocomplete',
  dimension: 'uiux',
  title: 'Password fields work with password managers',
  failureTitle: 'Password fields block or confuse password managers',
  description:
    'For each visible <input type="password">: autocomplete="off" on the field or its form fails; no current-password/new-password token warns; ' +
    'in the same form, a text or email field before it without autocomplete="username" (or email) warns. Not applicable without password fields.',
  why: 'Password managers let people use long unique passwords; autocomplete="off" (which browsers partly ignore) and missing tokens make them fail to save, fill or generate passwords, pushing users to weak, reused ones. NIST SP 800-63B asks services to allow them.',
  fix: 'Use autocomplete="username" on the login name, autocomplete="current-password" on sign-in and "new-password" on sign-up and change forms; never autocomplete="off".',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://pages.nist.gov/800-63-4/sp800-63b.html', 'https://www.chromium.org/developers/design-documents/form-styles-that-chromium-understands/'],
  check(ctx) {
    const page = ctx.page;
    const inputs = (page.index.byTag.get('input') ?? []).filter((el) => !ctxOf(page, el).hidden);
    const pwds = inputs.filter((el) => inputType(el) === 'password');
    if (pwds.length === 0) return ctx.notApplicable('The page has no password fields.');
    // The first visible text-like field of each form: the likely username.
    const firstUser = new Map<Element, Element>();
    for (const e of inputs) {
      const f = ctxOf(page, e).form;
      if (f && !firstUser.has(f) && ['text', 'email', 'tel'].includes(inputType(e))) firstUser.set(f, e);
    }
    const checkedForms = new Set<object>();
    for (const el of pwds) {
      const ac = dom.tokens(el, 'autocomplete');
      const form = ctxOf(page, el).form;
      const formOff = form && (dom.attr(form, 'autocomplete') ?? '').trim().toLowerCase() === 'off';
      if (ac.includes('off') || (ac.length === 0 && formOff)) {
        ctx.report(el, `${describeControl(el)} has autocomplete="off"${ac.length === 0 ? ' from its form' : ''}, which fights password managers.`);
      } else if (!ac.includes('current-password') && !ac.includes('new-password')) {
        ctx.warn(el, `${describeControl(el)} has no autocomplete="current-password" or "new-password".`);
      }
      if (form && !checkedForms.has(form)) {
        checkedForms.add(form);
        const user = firstUser.get(form);
        if (user && (user.startIndex ?? 0) < (el.startIndex ?? 0)) {
          const uac = dom.tokens(user, 'autocomplete');
          if (!uac.includes('username') && !uac.includes('email') && !uac.includes('tel')) ctx.warn(user, `${describeControl(user)} precedes a password field but has no autocomplete="username".`);
        }
      }
    }
    return undefined;
  },
});
