import { defineRule } from '@pagegrade/core';
import { accName, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { q, reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/frame-title-unique',
  dimension: 'accessibility',
  title: 'Frames have distinct names',
  failureTitle: 'Several frames with different content share the same name',
  description: 'Checks that <iframe> and <frame> elements that show different URLs do not have the same accessible name (compared case-insensitively after collapsing white space). Frames showing the same URL may share a name.',
  why: 'Users pick a frame from a list of names; identical names for different content make them indistinguishable.',
  fix: 'Give each frame a title that says what it contains, e.g. "Video: product tour" and "Video: installation".',
  impact: 'serious',
  tags: ['axe:frame-title-unique', 'wcag:4.1.2'],
  check(ctx) {
    const page = ctx.page;
    const byName = new Map<string, Array<{ el: Element; src: string }>>();
    let named = 0;
    for (const tag of ['iframe', 'frame']) {
      for (const f of page.index.byTag.get(tag) ?? []) {
        if (isHidden(page, f)) continue;
        const name = accName(f, page).name.toLowerCase();
        if (!name) continue;
        named++;
        const src = page.resolveUrl(f.attribs['src'] ?? '') ?? f.attribs['src'] ?? '';
        let list = byName.get(name);
        if (!list) byName.set(name, (list = []));
        list.push({ el: f, src });
      }
    }
    if (named < 2) return ctx.notApplicable('Fewer than two named frames.');
    for (const [name, list] of byName) {
      if (list.length < 2) continue;
      const first = list[0]!;
      for (const other of list.slice(1)) {
        if (other.src !== first.src) reportExposed(ctx, other.el, `Frame showing ${other.src || '(no src)'} has the name ${q(name)}, like the frame showing ${first.src || '(no src)'}.`);
      }
    }
    return undefined;
  },
});
