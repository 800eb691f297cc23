import { defineRule } from '@pagegrade/core';

/** The error page body is a separate document the engine does not parse; these light scans read its first 200 KB. */
const LIMIT = 200_000;

export default defineRule({
  id: 'ui-ux/not-found-page-helpful',
  dimension: 'uiux',
  title: 'The 404 page helps visitors find their way',
  failureTitle: 'The 404 page offers no way back into the site',
  description:
    'When a made-up path answers 404/410, checks the error page: an HTML body with a link to the home page (href="/", "./" or the site root URL) or a search form passes; other HTML warns; an empty or non-HTML body fails. ' +
    'Not applicable when the probe was not made or did not answer 404/410 (seo/soft-404 judges that).',
  why: 'Everyone hits a dead link sometimes; a bare "Not Found" from the server is a dead end, while a branded page with a link home, a search box and the main menu keeps the visitor on the site.',
  fix: 'Serve a custom 404 page with the site layout, a short explanation, a link to the home page and a search form.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['notFound'],
  check(ctx) {
    const r = ctx.page.resource('notFound')!;
    if (r.state !== 'missing') return ctx.notApplicable(`The probe ${r.url} answered ${r.status}, not 404/410.`);
    const body = (r.body ?? '').slice(0, LIMIT);
    const isHtml = /html/.test(r.mimeType) || /<(html|body|a|div|p|h1)\b/i.test(body.slice(0, 5000));
    if (!body.trim() || !isHtml) return ctx.fail(`The 404 response for ${r.url} is ${body.trim() ? `a non-HTML ${r.mimeType.split(";")[0] || "text"} body` : "empty"}: no page, no links.`);
    const origin = ctx.page.location?.origin ?? '';
    const home = new RegExp(`<a\\s[^>]{0,500}?href\\s*=\\s*["']?(\\/|\\.\\/|${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\/?)(index\\.html?)?["'\\s>]`, 'i');
    if (home.test(body)) return ctx.pass('The 404 page links to the home page.');
    if (/<input\b[^>]{0,300}type\s*=\s*["']?search|<form\b[^>]{0,300}role\s*=\s*["']?search|<search\b/i.test(body)) return ctx.pass('The 404 page has a search form.');
    return ctx.warning(`The 404 page for ${r.url} has no link to the home page and no search form.`);
  },
});
