import { defineRule, dom } from '@pagegrade/core';
import { insecureUrl } from '../lib/urls.ts';
import { reporter } from '../lib/report.ts';

export default defineRule({
  id: 'security/form-action-http',
  dimension: 'security',
  title: 'Forms submit over HTTPS',
  failureTitle: 'Forms submit to plain-HTTP URLs',
  description: 'Checks the action of every <form> and the formaction of every submit button for URLs that resolve to http:// (explicitly or through <base href>). Forms without an action submit to the page URL, which security/https judges. Not applicable when the page has no forms.',
  why: 'Whatever the user typed, including names, addresses, messages and passwords, travels unencrypted and can be read or altered on the way, even when the form itself is shown on an HTTPS page. Browsers also warn before submitting such forms.',
  fix: 'Point form actions to https:// URLs (or relative URLs on an HTTPS site).',
  impact: 'serious',
  tags: ['best-practice'],
  create(ctx) {
    let forms = 0;
    const out = reporter(ctx);
    return {
      element: {
        form(el) {
          forms++;
          const url = insecureUrl(ctx.page, dom.attr(el, 'action'));
          if (url) out.fail(el, () => `${dom.snippet(el, 90)} submits to ${url.slice(0, 100)} over HTTP.`);
        },
        button(el) {
          const url = insecureUrl(ctx.page, dom.attr(el, 'formaction'));
          if (url) out.fail(el, () => `${dom.snippet(el, 90)} submits its form to ${url.slice(0, 100)} over HTTP.`);
        },
        input(el) {
          const url = insecureUrl(ctx.page, dom.attr(el, 'formaction'));
          if (url) out.fail(el, () => `${dom.snippet(el, 90)} submits its form to ${url.slice(0, 100)} over HTTP.`);
        },
      },
      end() {
        if (forms === 0) return ctx.notApplicable('The page has no forms.');
        return undefined;
      },
    };
  },
});
