import { defineRule } from '@pagegrade/core';

/** axe-core 4's meta-viewport threshold (scaleMinimum): a maximum-scale below 2 prevents the 200% zoom WCAG 1.4.4 asks for. */
const MIN_MAX_SCALE = 2;

/**
 * A viewport property's value as browsers translate it (CSS Device Adaptation, "Translate
 * meta viewport properties"): yes is 1, no 0.1 (0 for user-scalable), device-width and
 * device-height 10, a number itself; anything else is not a number and counts as the lowest value.
 */
function viewportNumber(value: string, no: number): number {
  if (value === 'yes') return 1;
  if (value === 'no') return no;
  if (value === 'device-width' || value === 'device-height') return 10;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : no;
}

export default defineRule({
  id: 'accessibility/meta-viewport',
  dimension: 'accessibility',
  title: 'The viewport allows zooming',
  failureTitle: 'The viewport meta tag prevents users from zooming',
  description: `Checks <meta name="viewport"> content that sets user-scalable or maximum-scale (ACT rule b4f0c3), with values read as browsers translate them (yes = 1, no = 0, device-width = 10, anything else that is not a number = 0): user-scalable between -1 and 1 (no, 0, 0.5, an invalid value) or a maximum-scale below ${MIN_MAX_SCALE} fails; a negative maximum-scale is invalid and ignored. A viewport without either property does not restrict zoom and passes.`,
  why: 'People with low vision pinch-zoom to read; disabling zoom on mobile browsers that honour it makes small text unreadable for them.',
  fix: 'Remove user-scalable=no and maximum-scale (or set maximum-scale to 5 or more), e.g. <meta name="viewport" content="width=device-width, initial-scale=1">.',
  impact: 'serious',
  tags: ['axe:meta-viewport', 'act:b4f0c3', 'wcag:1.4.4', 'lighthouse:meta-viewport'],
  check(ctx) {
    const metas = (ctx.page.index.byTag.get('meta') ?? []).filter((m) => (m.attribs['name'] ?? '').trim().toLowerCase() === 'viewport');
    if (metas.length === 0) return ctx.notApplicable('The page has no viewport meta tag.');
    let checked = 0;
    for (const m of metas) {
      const content = (m.attribs['content'] ?? '').slice(0, 1000);
      const props = new Map<string, string>();
      for (const part of content.split(/[,;]/)) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        props.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim().toLowerCase());
      }
      const scalable = props.get('user-scalable');
      const max = props.get('maximum-scale');
      if (scalable === undefined && max === undefined) continue;
      checked++;
      if (scalable !== undefined) {
        const n = viewportNumber(scalable, 0);
        if (n > -1 && n < 1) ctx.report(m, `content="${content}" disables zoom with user-scalable=${scalable}.`);
      }
      if (max !== undefined) {
        const n = viewportNumber(max, 0.1);
        if (n >= 0 && n < MIN_MAX_SCALE) ctx.report(m, `content="${content}" limits zoom to maximum-scale=${max} (below ${MIN_MAX_SCALE}).`);
      }
    }
    // ACT counts such a viewport as inapplicable; here it is the passing state the check
    // exists to confirm (zoom is not restricted), as in the other tools.
    if (checked === 0) return ctx.pass('The viewport meta tag sets neither user-scalable nor maximum-scale, so zoom is not restricted.');
    return undefined;
  },
});
