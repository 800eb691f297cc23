import { defineRule, dom } from '@pagegrade/core';
import { formOwner, isPasswordInput } from '../lib/forms.ts';
import { reporter } from '../lib/report.ts';

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
  create(ctx) {
    let forms = 0;
    const seen = new Set<object>();
    const out = reporter(ctx);
    return {
      element: {
        input(el) {
          if (!isPasswordInput(el)) return;
          const form = formOwner(ctx.page, el);
          if (!form || seen.has(form)) return;
          seen.add(form);
          forms++;
          const method = (dom.attr(form, 'method') ?? 'get').trim().toLowerCase();
          const posting = dom.descendants(form, (e) => (e.name === 'button' || e.name === 'input') && (dom.attr(e, 'formmethod') ?? '').trim().toLowerCase() === 'post');
          if (method !== 'post' && method !== 'dialog' && posting.length === 0) out.fail(form, () => `${dom.snippet(form, 90)} has a password field but submits with ${dom.attr(form, 'method') === null ? 'the default GET' : method.toUpperCase()}.`);
        },
      },
      end() {
        if (forms === 0) return ctx.notApplicable('No form on the page has a password field.');
        return undefined;
      },
    };
  },
});
