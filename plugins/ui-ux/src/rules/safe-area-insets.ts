import { defineRule, dom } from '@pagegrade/core';
import { metaNamed, parseKeyValues } from '../lib/html.ts';

export default defineRule({
  id: 'ui-ux/safe-area-insets',
  dimension: 'uiux',
  title: 'Edge-to-edge layout respects the safe-area insets',
  failureTitle: 'viewport-fit=cover is set but no CSS uses the safe-area insets',
  description:
    'When the viewport meta asks for viewport-fit=cover (drawing under notches, rounded corners and home indicators), checks that some stylesheet uses env(safe-area-inset-*) to keep content clear of them. Not applicable otherwise.',
  why: 'With viewport-fit=cover and no safe-area padding, text and buttons at the edges end up under the camera notch or the home indicator on modern phones, where they cannot be read or tapped.',
  fix: 'Pad fixed headers, footers and edge content with env(safe-area-inset-top/right/bottom/left), e.g. padding-bottom: max(1rem, env(safe-area-inset-bottom)); or drop viewport-fit=cover.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://drafts.csswg.org/css-env-1/#safe-area-insets'],
  check(ctx) {
    const meta = metaNamed(ctx.page, 'viewport').find((m) => parseKeyValues(dom.attr(m, 'content') ?? '').get('viewport-fit') === 'cover');
    if (!meta) return ctx.notApplicable('The viewport does not request viewport-fit=cover.');
    const uses = ctx.page.stylesheets.some((s) => s.text.includes('safe-area-inset') || s.text.includes('safe-area-max-inset'));
    if (uses) return ctx.pass('viewport-fit=cover is paired with env(safe-area-inset-*) in the CSS.');
    ctx.warn(meta, 'viewport-fit=cover is set, but no stylesheet the page loads mentions env(safe-area-inset-*).');
    return undefined;
  },
});
