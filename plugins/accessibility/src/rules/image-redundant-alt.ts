import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { closestWithin, reportExposed, shortText } from '../lib/info.ts';

const isControl = (e: Element) => (e.name === 'a' && e.attribs['href'] !== undefined) || e.name === 'button';

function reportRedundant(ctx: RuleContext, img: Element, alt: string, control: Element): void {
  reportExposed(ctx, img, () => `Image ${img.attribs['src'] ?? ''} has alt "${alt}", the same as the text of its ${control.name === 'a' ? 'link' : 'button'}.`);
}

export default defineRule({
  id: 'accessibility/image-redundant-alt',
  dimension: 'accessibility',
  title: 'Image alt text does not repeat the surrounding link or button text',
  failureTitle: 'Some images repeat the text of the link or button they are in',
  description: 'For every <img> with a non-empty alt inside a link or button, checks that the alt text is not the same (case-insensitive, white space collapsed) as the text of that link or button.',
  why: 'Screen readers read the name twice ("Products Products"), which is noise on every visit.',
  fix: 'Give the image alt="" when the adjacent text already says the same thing.',
  impact: 'minor',
  tags: ['axe:image-redundant-alt', 'best-practice', 'lighthouse:image-redundant-alt'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const img of page.index.byTag.get('img') ?? []) {
      // A blank alt normalises to '': ruled out before the copies are made, and the few images
      // inside a link or button are the only ones whose alt is normalised at all.
      const raw = img.attribs['alt'];
      if (raw === undefined || dom.isBlank(raw) || isHidden(page, img)) continue;
      const control = closestWithin(img, isControl, 10);
      if (!control) continue;
      checked++;
      const alt = dom.normalizeSpace(raw).toLowerCase();
      const text = shortText(control, 300).toLowerCase();
      if (text && text === alt) reportRedundant(ctx, img, alt, control);
    }
    if (checked === 0) return ctx.notApplicable('No image with alt text is inside a link or button.');
    return undefined;
  },
});
