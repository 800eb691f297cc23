import { defineRule, dom, cssIndex } from '@pagegrade/core';
import { unfetchedSheets } from '../lib/css.ts';

export default defineRule({
  id: 'ui-ux/print-styles',
  dimension: 'uiux',
  title: 'The page has print styles',
  failureTitle: 'The page has no print styles',
  description:
    'Looks for a @media print block, an @import with a print media query, or a <link>/<style> with media="print". None found warns; when linked stylesheets were not fetched, needs-review (they may hold the print rules).',
  why: 'People still print or save as PDF recipes, tickets, invoices and articles; without print rules they get navigation bars, cookie banners and ads across several wasted pages.',
  fix: 'Add @media print { nav, footer, .cookie-banner, .ads { display: none } body { font-size: 12pt; color: #000 } a[href^="http"]::after { content: " (" attr(href) ")" } }.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    for (const tag of ['link', 'style']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if (/\bprint\b/i.test(dom.attr(el, 'media') ?? '')) return ctx.pass(`<${tag} media="${dom.attr(el, 'media')}">.`);
      }
    }
    const q = cssIndex(page).mediaQueries.find((m) => /\bprint\b/.test(m.text));
    if (q) return ctx.pass(`@media ${q.text.slice(0, 80)}.`);
    const missing = unfetchedSheets(page);
    if (missing.length) return ctx.needsReview(`No print rules in the CSS seen, but ${missing.length} linked stylesheet(s) were not fetched (${missing[0]}).`);
    return ctx.warning(`None of the page's ${page.stylesheets.length} stylesheet(s) has @media print rules, and no stylesheet is linked with media="print".`);
  },
});
