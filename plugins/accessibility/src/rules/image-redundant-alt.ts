import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { closestWithin, shortText } from '../lib/info.ts';

const isControl = (e: Element) => (e.name === 'a' && e.attribs['href'] !== undefined) || e.name === 'button';

/** The link or button an image is in, looking up to ten levels. */
const controlOf = (img: Element): Element | null => closestWithin(img, isControl, 10);

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
  select: { tags: ['img'], where: (img) => !dom.isBlank(img.attribs['alt'] ?? '') && controlOf(img) !== null, exposed: true, none: 'No image with alt text is inside a link or button.' },
  judge(img) {
    const control = controlOf(img)!;
    const alt = dom.normalizeSpace(img.attribs['alt']!).toLowerCase();
    const text = shortText(control, 300).toLowerCase();
    if (text && text === alt) return () => `Image ${img.attribs['src'] ?? ''} has alt "${alt}", the same as the text of its ${control.name === 'a' ? 'link' : 'button'}.`;
  },
});
