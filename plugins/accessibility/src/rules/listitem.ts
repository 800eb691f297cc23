import { defineRule, dom } from '@pagegrade/core';
import { effectiveRole } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { shortText } from '../lib/info.ts';

/**
 * Whether the parent is a list, or a list made presentational (its items then lose their role
 * with it, as WAI-ARIA says of required owned elements).
 */
function insideList(el: Element): boolean {
  const p = el.parent as Element | null;
  if (!p || !p.name) return false;
  const role = effectiveRole(p);
  return role === 'list' || role === 'none' || role === 'presentation';
}

export default defineRule({
  id: 'accessibility/listitem',
  dimension: 'accessibility',
  title: 'List items are inside lists',
  failureTitle: 'Some <li> elements are not inside a <ul>, <ol> or <menu>',
  description: 'Checks that every <li> without a role attribute that is exposed to assistive technology has a list as its parent: a <ul>, <ol> or <menu> that keeps its list role, an element with role="list", or a list made presentational (role="none" or "presentation"), whose items are presentational with it.',
  why: 'A list item outside a list is not announced as part of a list, so users lose the item count and list navigation.',
  fix: 'Put <li> elements directly inside a <ul> or <ol>.',
  impact: 'serious',
  tags: ['axe:listitem', 'wcag:1.3.1', 'lighthouse:listitem'],
  select: { tags: ['li'], where: (el) => dom.isBlank(el.attribs['role'] ?? ''), exposed: true, none: 'The page has no <li> elements.' },
  judge(el) {
    if (insideList(el)) return;
    const p = el.parent as Element | null;
    return () => `<li> "${shortText(el, 40)}" is inside ${p && p.name ? dom.snippet(p, 40) : 'the document root'}, not a list.`;
  },
});
