import { defineRule, dom, cssIndex, cssDecls } from '@pagegrade/core';
import { unfetchedSheets } from '../lib/css.ts';
import { metaNamed } from '../lib/html.ts';

export default defineRule({
  id: 'ui-ux/color-scheme-support',
  dimension: 'uiux',
  title: 'The page supports the visitor\'s light or dark preference',
  failureTitle: 'The page ignores the visitor\'s light/dark colour-scheme preference',
  description:
    'Looks for any of: a @media (prefers-color-scheme: …) block, a <meta name="color-scheme">, or a CSS color-scheme property. ' +
    'None found warns; when linked stylesheets were not fetched the answer is needs-review, since they may hold the media query.',
  why: 'Many people use dark mode to reduce glare and eye strain at night or because of light sensitivity; a page that stays glaring white (or renders form controls and scrollbars in the wrong scheme) is uncomfortable for them.',
  fix: 'Declare <meta name="color-scheme" content="light dark"> (or color-scheme: light dark on :root) and add a @media (prefers-color-scheme: dark) block with a dark palette.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://drafts.csswg.org/mediaqueries-5/#prefers-color-scheme', 'https://html.spec.whatwg.org/multipage/semantics.html#meta-color-scheme'],
  check(ctx) {
    const page = ctx.page;
    const mq = cssIndex(page).mediaQueries.find((q) => q.text.includes('prefers-color-scheme'));
    if (mq) return ctx.pass(`@media ${mq.text.slice(0, 80)}.`);
    const meta = metaNamed(page, 'color-scheme').find((m) => /dark|light/i.test(dom.attr(m, 'content') ?? ''));
    if (meta) return ctx.pass(`<meta name="color-scheme" content="${dom.attr(meta, 'content')}">.`);
    const prop = cssDecls(page, 'color-scheme').find((d) => /dark|light/.test(d.value));
    if (prop) return ctx.pass(`color-scheme: ${prop.value}.`);
    const missing = unfetchedSheets(page);
    if (missing.length) return ctx.needsReview(`No colour-scheme support in the inline CSS, but ${missing.length} linked stylesheet(s) were not fetched (${missing[0]}).`);
    return ctx.warning('No @media (prefers-color-scheme), color-scheme meta or color-scheme property in the page\'s CSS.');
  },
});
