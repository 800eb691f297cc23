import type { AnyNode, Element } from 'domhandler';
import { dom, isRegisteredLanguage, isValidLanguageTag, primaryLanguage, styleOf, type Page } from '@pagegrade/core';
import { isHidden, pageInfo } from '@pagegrade/core/a11y';

export type LangVerdict = 'valid' | 'primary-only' | 'bad-primary' | 'bad-tag';

/**
 * Judges a lang value like axe and ACT do (the primary language subtag must be a registered
 * language, deprecated and private-use ones included). A hyphenated tag whose primary subtag is a
 * current language but whose later subtags are not well-formed (en-US-GB, en-XX) is read by
 * assistive technology as that language, as axe-core and ACT judge it: `primary-only`, a pass
 * that names the rest. Tags whose language itself cannot be read as current — an underscore
 * (en_US), a deprecated (iw for he) or private-use (qaa) code — are `bad-tag`, a warning.
 */
export function judgeLang(value: string): LangVerdict {
  const v = value.trim();
  if (isValidLanguageTag(v)) return 'valid';
  const primary = primaryLanguage(v);
  if (!isRegisteredLanguage(primary)) return 'bad-primary';
  return !v.includes('_') && isValidLanguageTag(primary) ? 'primary-only' : 'bad-tag';
}

/**
 * Whether some text takes its language from this element's lang attribute (ACT's "text inheriting
 * its programmatic language"): a non-blank text node, or an alt, aria-label or title, in its
 * subtree that is visible or exposed to assistive technology (text under aria-hidden="true" is
 * still seen), outside descendants that set a non-empty lang of their own. Those descendants own
 * their text, so each element of the page is walked for one lang at most.
 */
export function hasTextInheritingLang(page: Page, root: Element): boolean {
  const { ariaHidden } = pageInfo(page);
  if (isHidden(page, root) && !ariaHidden.has(root)) return false;
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (dom.isText(n)) {
      if (!dom.isBlank(n.data)) return true;
      continue;
    }
    if (!dom.isElement(n)) continue;
    if (n !== root) {
      const lang = n.attribs['lang'];
      if (lang !== undefined && lang !== '') continue;
      if (notRendered(page, n)) continue;
    }
    if (n.name === 'script' || n.name === 'style' || n.name === 'template') continue;
    for (const a of NAMING_ATTRIBUTES) {
      const v = n.attribs[a];
      if (v !== undefined && !dom.isBlank(v)) return true;
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return false;
}

/** Whether an element and its subtree are neither rendered nor exposed: display:none (the hidden attribute included), or a template, noscript or head. */
function notRendered(page: Page, n: Element): boolean {
  const { hidden, ariaHidden } = pageInfo(page);
  if (hidden.has(n) && !ariaHidden.has(n)) return true;
  if (!pageInfo(page).stylesMayHide) return false;
  const s = styleOf(page, n);
  return s.display === 'none';
}

const NAMING_ATTRIBUTES = ['alt', 'aria-label', 'title'];
