import { defineRule, dom, elementsInOrder, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { insecureUrl } from '../lib/urls.ts';

/** Reports a form whose action, or a submit button whose formaction, is plain http://. */
function checkElement(page: Page, out: RuleContext, el: Element): void {
  if (el.name === 'form') {
    const url = insecureUrl(page, el.attribs['action']);
    if (url) out.report(el, () => `${dom.snippet(el, 90)} submits to ${url.slice(0, 100)} over HTTP.`);
    return;
  }
  const url = insecureUrl(page, el.attribs['formaction']);
  if (url) out.report(el, () => `${dom.snippet(el, 90)} submits its form to ${url.slice(0, 100)} over HTTP.`);
}

const TAGS = ['form', 'button', 'input'];

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
  check(ctx) {
    // Forms and the controls that submit them (formaction), in document order.
    const forms = ctx.page.index.byTag.get('form')?.length ?? 0;
    for (const el of elementsInOrder(ctx.page, TAGS)) checkElement(ctx.page, ctx, el);
    if (forms === 0) return ctx.notApplicable('The page has no forms.');
    return undefined;
  },
});
