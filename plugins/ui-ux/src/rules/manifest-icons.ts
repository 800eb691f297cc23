import { defineRule } from '@pagegrade/core';
import { manifestIcons, manifestOf } from '../lib/manifest.ts';

export default defineRule({
  id: 'ui-ux/manifest-icons',
  dimension: 'uiux',
  title: 'The manifest provides 192 px and 512 px icons',
  failureTitle: 'The manifest lacks the icon sizes browsers need',
  description:
    'Checks the manifest "icons": at least one icon of 192×192 or larger (fail without it) and one of 512×512 or larger (fail without it); SVG or sizes "any" count for both. ' +
    'No icon with purpose "maskable" warns. Not applicable when the manifest does not parse (ui-ux/manifest-valid reports that).',
  why: 'Android and desktop browsers need a 192 px icon for the home screen and a 512 px one for the splash screen and install prompt; without a maskable icon the logo is shrunk into a white circle.',
  fix: 'List PNG icons of 192×192 and 512×512 in "icons", plus one with "purpose": "maskable" whose logo sits inside the central safe zone.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['manifest'],
  check(ctx) {
    const m = manifestOf(ctx.page)!;
    if (!m.data) return ctx.notApplicable(`The manifest could not be read (${m.error}).`);
    const icons = manifestIcons(m.data);
    if (!icons || icons.length === 0) return ctx.fail(`${m.resource.url} lists no icons.`);
    const any = icons.filter((i) => i.purpose.includes('any') || i.purpose.includes('maskable'));
    const largest = any.reduce((max, i) => Math.max(max, i.maxSide), 0);
    const sizes = icons.map((i) => i.sizes || '(no sizes)').slice(0, 8).join(', ');
    if (largest < 192) ctx.report(null, `No icon of 192×192 or more; sizes listed: ${sizes}.`);
    else if (largest < 512) ctx.report(null, `No icon of 512×512 or more (largest ${largest}×${largest}).`);
    if (!icons.some((i) => i.purpose.includes('maskable'))) ctx.warn(null, 'No icon has "purpose": "maskable"; Android will shrink the logo inside a white shape.');
    return undefined;
  },
});
