import type { Element } from 'domhandler';
import { defineRule } from '@pagegrade/core';
import { accName, explicitRole, isHidden } from '@pagegrade/core/a11y';
import { describe, reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/frame-title',
  dimension: 'accessibility',
  title: 'Frames have a title',
  failureTitle: 'Some frames (<iframe>, <frame>) have no accessible name',
  description: 'Checks that every <iframe> and <frame> exposed to assistive technology has a non-empty title, aria-label or aria-labelledby. Frames with role="none"/"presentation" and no tabindex are skipped, as are hidden ones and ones taken out of the tab order with a negative tabindex.',
  why: 'Screen readers list frames by name so users can decide whether to enter them; an unnamed frame is announced as "frame" or by its URL.',
  fix: 'Add a title that describes the frame content, e.g. <iframe title="Store location map" …>.',
  impact: 'serious',
  tags: ['axe:frame-title', 'act:cae760', 'wcag:4.1.2', 'lighthouse:frame-title'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const tag of ['iframe', 'frame']) {
      for (const f of page.index.byTag.get(tag) ?? []) {
        if (isHidden(page, f)) continue;
        const role = explicitRole(f);
        if ((role === 'none' || role === 'presentation') && f.attribs['tabindex'] === undefined) continue;
        // Out of the tab order (a negative tabindex), a frame is not reached by keyboard and its name is not announced on the way (ACT cae760).
        if (negativeTabindex(f)) continue;
        checked++;
        if (!accName(f, page).name) reportExposed(ctx, f, `<${tag}> ${f.attribs['src'] ? `showing ${f.attribs['src']}` : describe(f)} has no title.`);
      }
    }
    if (checked === 0) return ctx.notApplicable('The page has no frames exposed to assistive technology.');
    return undefined;
  },
});

function negativeTabindex(el: Element): boolean {
  const t = el.attribs['tabindex'];
  return t !== undefined && /^\s*-\d+\s*$/.test(t);
}
