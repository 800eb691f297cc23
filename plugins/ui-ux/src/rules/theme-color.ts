import { defineRule, dom } from '@pagegrade/core';
import { isCssColor, metaNamed } from '../lib/html.ts';

export default defineRule({
  id: 'ui-ux/theme-color',
  dimension: 'uiux',
  title: 'The page sets a valid theme colour',
  failureTitle: 'No valid theme-color for the browser interface',
  description: 'Checks for <meta name="theme-color"> whose content is a valid CSS colour (light/dark variants with a media attribute are fine). None at all is a warning (the browser keeps its own colours); a value that is not a colour fails.',
  why: 'Mobile browsers and installed web apps tint the address bar, status bar and task switcher with the theme colour; without it the chrome stays a neutral grey that does not match the site.',
  fix: 'Add <meta name="theme-color" content="#0a5fff"> (optionally one per colour scheme with media="(prefers-color-scheme: dark)").',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/semantics.html#meta-theme-color'],
  check(ctx) {
    const metas = metaNamed(ctx.page, 'theme-color');
    // Cosmetic: the browser's own colours are not a fault, so a missing colour is only a warning.
    if (metas.length === 0) return ctx.warning('No <meta name="theme-color"> in the page.');
    let valid = 0;
    for (const m of metas) {
      const c = dom.attr(m, 'content') ?? '';
      if (isCssColor(c)) valid++;
      else ctx.report(m, `theme-color "${c.slice(0, 60)}" is not a CSS colour.`);
    }
    if (valid > 0 && valid === metas.length) return ctx.pass(`theme-color ${dom.attr(metas[0]!, 'content')}.`);
    return undefined;
  },
});
