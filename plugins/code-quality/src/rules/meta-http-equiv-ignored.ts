import { defineRule, dom } from '@pagegrade/core';

/**
 * http-equiv values browsers ignore in a <meta> (the HTML standard defines only content-language,
 * content-type, default-style, refresh, set-cookie (obsolete, ignored), x-ua-compatible and
 * content-security-policy). X-UA-Compatible has its own rule.
 */
const IGNORED: Record<string, string> = {
  'set-cookie': 'browsers ignore cookies set by <meta> (removed from Chrome 65 and Firefox 68); send a Set-Cookie header',
  'cache-control': 'caching is controlled by HTTP response headers only',
  pragma: 'caching is controlled by HTTP response headers only',
  expires: 'caching is controlled by HTTP response headers only',
  'content-language': 'non-conforming — it only sets a fallback language; use the lang attribute on <html>',
  'x-frame-options': 'only honoured as an HTTP header; send it, or CSP frame-ancestors, from the server',
  'strict-transport-security': 'only honoured as an HTTP header',
  'x-content-type-options': 'only honoured as an HTTP header',
  'permissions-policy': 'only honoured as an HTTP header',
  'content-security-policy-report-only': 'report-only policies are ignored in <meta>; send the header',
  imagetoolbar: 'an Internet Explorer 6 switch',
  'page-enter': 'an Internet Explorer page-transition switch',
  'page-exit': 'an Internet Explorer page-transition switch',
  'site-enter': 'an Internet Explorer page-transition switch',
  'site-exit': 'an Internet Explorer page-transition switch',
  cleartype: 'an Internet Explorer Mobile switch',
  'content-script-type': 'an HTML 4 declaration that browsers ignore',
  'content-style-type': 'an HTML 4 declaration that browsers ignore',
  'window-target': 'a Netscape-era switch that browsers ignore',
};

export default defineRule({
  id: 'code-quality/meta-http-equiv-ignored',
  dimension: 'codeQuality',
  title: 'No <meta http-equiv> directives that browsers ignore',
  failureTitle: '<meta http-equiv> elements set headers that have no effect in markup',
  description: `Finds <meta http-equiv> elements that browsers ignore when they come from markup, and the non-conforming content-language pragma: ${Object.keys(IGNORED).join(', ')}. (X-UA-Compatible is checked by code-quality/x-ua-compatible; refresh by the SEO and accessibility plugins.)`,
  why: 'These elements give a false sense of configuration: cache rules, cookies and security headers declared in <meta> are not applied, so caching and protection silently differ from what the markup claims.',
  fix: 'Send the equivalent HTTP response header from the server (Cache-Control, Set-Cookie, X-Frame-Options …) and delete the meta element.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/semantics.html#pragma-directives'],
  check(ctx) {
    const metas = (ctx.page.index.byTag.get('meta') ?? []).filter((m) => m.attribs['http-equiv'] !== undefined);
    if (!metas.length) return ctx.notApplicable('The page has no <meta http-equiv> elements.');
    let n = 0;
    for (const m of metas) {
      const key = m.attribs['http-equiv']!.trim().toLowerCase();
      const why = IGNORED[key];
      if (!why) continue;
      n++;
      ctx.warn(m, `${dom.snippet(m, 80)}: ${why}.`);
    }
    return n ? undefined : ctx.pass();
  },
});
