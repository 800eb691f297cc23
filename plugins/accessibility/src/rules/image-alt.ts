import type { Element } from 'domhandler';
import { defineRule, dom, isFocusable } from '@pagegrade/core';
import { accName, effectiveRole, explicitRole, roleDef } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';

/**
 * Whether the image is judged: an image keeps its image role, or is given none/presentation, or a
 * role that needs a name (button, link …), or is focusable. An image given a role that needs no
 * name (role="listitem") is no longer an image and has nothing to be named for.
 */
function needsName(img: Element): boolean {
  const role = img.attribs['role'] !== undefined ? explicitRole(img) : null;
  if (role === null || role === 'none' || role === 'presentation') return true;
  return !!roleDef(role)?.accessibleNameRequired || isFocusable(img);
}

export default defineRule({
  id: 'accessibility/image-alt',
  dimension: 'accessibility',
  title: 'Images have alternative text',
  failureTitle: 'Some images have no alternative text',
  description:
    'Checks that every <img> exposed to assistive technology has an alt attribute (empty alt="" is fine for decorative images; an alt of only spaces is neither a name nor empty), an aria-label, an aria-labelledby that resolves to text, a title, or role="none"/"presentation". An image given a role that needs no name (role="listitem", say) is not judged unless it is focusable. Images that are hidden (hidden, aria-hidden="true", display:none or visibility:hidden from style attributes or style sheets) are skipped; an image whose visibility depends on styles that cannot be resolved (a missing style sheet, a media query about the viewport) is left for review.',
  why: 'A screen reader announces an image without a text alternative by its file name, or skips it silently; blind users then miss what the image says or does.',
  fix: 'Give every informative image a short alt text describing its content or function, and mark purely decorative images with alt="".',
  impact: 'critical',
  tags: ['axe:image-alt', 'act:23a2a8', 'wcag:1.1.1', 'lighthouse:image-alt'],
  select: { tags: ['img'], where: needsName, exposed: true, none: 'The page has no <img> elements exposed to assistive technology.' },
  judge(img, ctx) {
    // alt="" marks the image decorative; an alt of only spaces does not, and names nothing.
    const alt = img.attribs['alt'];
    if (alt !== undefined && (alt === '' || !dom.isBlank(alt))) return;
    // role="none" on a focusable image is overridden (presentational roles conflict resolution).
    const role = effectiveRole(img);
    if (role === 'none' || role === 'presentation') return;
    if (accName(img, ctx.page).name) return;
    return () => `Image ${dom.attr(img, 'src') ?? describe(img)} has no alt attribute and no other accessible name.`;
  },
});
