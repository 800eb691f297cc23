import { defineRule, dom } from '@pagegrade/core';
import { isCssColor, metaNamed } from '../lib/html.ts';
import { manifestOf } from '../lib/manifest.ts';

export default defineRule({
  id: 'ui-ux/manifest-colors',
  dimension: 'uiux',
  title: 'The manifest sets theme and background colours',
  failureTitle: 'The manifest is missing valid theme_color or background_color',
  description:
    'Checks that the manifest has a valid CSS colour in "theme_color" and in "background_color" (fail when either is missing or invalid), ' +
    'and warns when theme_color differs from the page\'s <meta name="theme-color"> without a media query. Not applicable when the manifest does not parse.',
  why: 'background_color paints the splash screen while an installed app starts and theme_color tints its title bar; without them launches flash white and the window does not match the brand.',
  fix: 'Add "theme_color" and "background_color" (e.g. "#0a5fff" and "#ffffff") to the manifest, matching the page\'s theme-color meta and its background.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['manifest'],
  check(ctx) {
    const m = manifestOf(ctx.page)!;
    if (!m.data) return ctx.notApplicable(`The manifest could not be read (${m.error}).`);
    const theme = m.data['theme_color'];
    const bg = m.data['background_color'];
    for (const [key, v] of [['theme_color', theme], ['background_color', bg]] as const) {
      if (typeof v !== 'string') ctx.report(null, `${m.resource.url} has no "${key}".`);
      else if (!isCssColor(v)) ctx.report(null, `"${key}": "${v.slice(0, 40)}" is not a CSS colour.`);
    }
    if (typeof theme === 'string' && isCssColor(theme)) {
      const meta = metaNamed(ctx.page, 'theme-color').find((x) => !dom.hasAttr(x, 'media'));
      const mc = meta ? (dom.attr(meta, 'content') ?? '').trim().toLowerCase() : '';
      if (meta && isCssColor(mc) && mc !== theme.trim().toLowerCase()) ctx.warn(meta, `The page's theme-color ${mc} differs from the manifest's theme_color ${theme}.`);
    }
    return undefined;
  },
});
