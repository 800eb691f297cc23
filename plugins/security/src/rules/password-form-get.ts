import { defineRule, dom, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { formOwner, isPasswordInput } from '../lib/forms.ts';

function postsByButton(e: Element): boolean {
  return (e.name === 'button' || e.name === 'input') && (dom.attr(e, 'formmethod') ?? '').trim().toLowerCase() === 'post';
}

/** Judges the form a password field belongs to, once per form; true when the field has one not seen before. */
function checkField(page: Page, out: RuleContext, seen: Set<Element>, el: Element): boolean {
  if (!isPasswordInput(el)) return false;
  const form = formOwner(page, el);
  if (!form || seen.has(form)) return false;
  seen.add(form);
  const method = (dom.attr(form, 'method') ?? 'get').trim().toLowerCase();
  const posting = dom.descendants(form, postsByButton);
  if (method !== 'post' && method !== 'dialog' && posting.length === 0) out.report(form, () => `${dom.snippet(form, 90)} has a password field but submits with ${dom.attr(form, 'method') === null ? 'the default GET' : method.toUpperCase()}.`);
  return true;
}

export default defineRule({
  id: 'security/password-form-get',
  dimension: 'security',
  title: 'Password forms submit with POST',
  failureTitle: 'A form with a password field submits with GET, putting the password in the URL',
  description: 'Checks that every form owning an <input type=password> uses method="post" (a form without a method defaults to GET). A submit button\'s formmethod overrides the form.',
  why: 'With GET the password becomes part of the URL: it is stored in browser history, server and proxy logs and analytics, and can leak to other sites through the Referer header.',
  fix: 'Set `method="post"` on login, registration and password-change forms.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    // Every password input of the page, judged once for the form that owns it.
    let forms = 0;
    const seen = new Set<Element>();
    for (const el of ctx.page.index.byTag.get('input') ?? []) if (checkField(ctx.page, ctx, seen, el)) forms++;
    if (forms === 0) return ctx.notApplicable('No form on the page has a password field.');
    return undefined;
  },
});
