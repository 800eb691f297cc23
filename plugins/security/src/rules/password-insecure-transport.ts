import { defineRule, dom, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { formOwner, formTarget, isPasswordInput } from '../lib/forms.ts';

/** Reports a password field on a plain-HTTP page or in a form that submits over HTTP; `targets` memoises each form's target. */
function checkField(page: Page, out: RuleContext, targets: Map<Element | null, string | null>, el: Element): void {
  const name = () => (dom.attr(el, 'name') ?? dom.attr(el, 'id') ?? 'password').slice(0, 40);
  if (page.location?.protocol === 'http:') {
    out.report(el, () => `Password field "${name()}" is on a plain-HTTP page (${page.url.slice(0, 80)}).`);
    return;
  }
  const form = formOwner(page, el);
  let target = targets.get(form);
  if (target === undefined) targets.set(form, (target = formTarget(page, form)));
  if (target?.startsWith('http:')) out.report(el, () => `Password field "${name()}" is submitted to ${target.slice(0, 100)} over HTTP.`);
}

export default defineRule({
  id: 'security/password-insecure-transport',
  dimension: 'security',
  title: 'Password fields are only on HTTPS and submit over HTTPS',
  failureTitle: 'Passwords are entered on a plain-HTTP page or sent over HTTP',
  description: 'Checks every <input type=password>: the page must be served over HTTPS (scripts on an HTTP page can be altered to read the field as the user types), and its form must submit to an https: URL (action resolved against the page, an empty action meaning the page itself).',
  why: 'A password typed on an HTTP page or submitted over HTTP can be captured by anyone on the network; because people reuse passwords, this exposes their other accounts too. Browsers show a "not secure" warning in the field itself.',
  fix: 'Serve login, registration and password-change pages over HTTPS only, and make their forms submit to https:// URLs.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    // Every password input of the page, in document order.
    let fields = 0;
    const targets = new Map<Element | null, string | null>();
    for (const el of ctx.page.index.byTag.get('input') ?? []) {
      if (!isPasswordInput(el)) continue;
      fields++;
      checkField(ctx.page, ctx, targets, el);
    }
    if (fields === 0) return ctx.notApplicable('The page has no password fields.');
    return undefined;
  },
});
