import type { Element } from 'domhandler';
import { defineRule, dom, type Page, type RuleContext } from '@pagegrade/core';
import { explicitRole, hiddenState, isHidden } from '@pagegrade/core/a11y';
import { HIDDEN_UNKNOWN_REASON, reportExposed } from '../lib/info.ts';

/**
 * Whether some <li> of the page has a role attribute: only then can a list item have a role that
 * makes it something other than a list item.
 */
function hasRoledItem(page: Page): boolean {
  for (const el of page.index.byAttribute.get('role') ?? []) if (el.name === 'li') return true;
  return false;
}

function reportChild(ctx: RuleContext, list: Element, c: Element, role: string | null): void {
  const detail = () => (role ? `<${c.name} role="${role}"> inside <${list.name}> is not a list item.` : `<${list.name}> contains ${dom.snippet(c, 50)}, which is not an <li>.`);
  // A child whose own visibility the styles leave open may not be in the list as read at all.
  if (hiddenState(ctx.page, c) === null) ctx.warn(c, () => `${detail()} (Needs review: ${HIDDEN_UNKNOWN_REASON}.)`);
  else reportExposed(ctx, c, detail, list);
}

function reportText(ctx: RuleContext, list: Element, text: string): void {
  reportExposed(ctx, list, () => `<${list.name}> contains text outside its list items: "${dom.normalizeSpace(text).slice(0, 40)}".`);
}

export default defineRule({
  id: 'accessibility/list',
  dimension: 'accessibility',
  title: 'Lists contain only list items',
  failureTitle: 'Some <ul>/<ol> lists contain content other than list items',
  description:
    'For every <ul> and <ol> without a role attribute that is exposed to assistive technology, checks that the list holds only list items: each child element exposed to assistive technology must be an <li> without a role, or have role="listitem" (an <li role="none"> or <li role="button"> is not one), and no text may sit directly in the list. Hidden children (script, template, hidden elements) are ignored. A list with a role attribute is left to the ARIA checks of that role.',
  why: 'Screen readers announce "list, 5 items" and let users jump between items; other children break the count and the navigation, and some screen readers stop reading the list.',
  fix: 'Wrap every child of the list in <li>, or move headings, divs, text and paragraphs outside the list.',
  impact: 'serious',
  tags: ['axe:list', 'wcag:1.3.1', 'lighthouse:list'],
  create(ctx) {
    let checked = 0;
    let roledItems: boolean | undefined;
    const visit = (el: Element) => {
      if (!dom.isBlank(el.attribs['role'] ?? '') || isHidden(ctx.page, el)) return;
      checked++;
      const page = ctx.page;
      let text = false;
      // The children directly, not a copy of the element children for every list.
      for (const c of el.children) {
        if (dom.isText(c)) {
          // Once per list: separators between items ("|") would otherwise give one finding each.
          if (!text && !dom.isBlank(c.data)) {
            text = true;
            reportText(ctx, el, c.data);
          }
          continue;
        }
        if (!dom.isElement(c)) continue;
        const role = (c.name !== 'li' || (roledItems ??= hasRoledItem(page))) && c.attribs['role'] !== undefined ? explicitRole(c) : null;
        if (role === 'listitem' || (role === null && c.name === 'li') || isHidden(page, c)) continue;
        reportChild(ctx, el, c, role);
      }
    };
    return {
      element: { ul: visit, ol: visit },
      end() {
        if (checked === 0) return ctx.notApplicable(ctx.page.index.byTag.has('ul') || ctx.page.index.byTag.has('ol') ? 'The page has no <ul> or <ol> lists without a role, exposed to assistive technology.' : 'The page has no <ul> or <ol> lists.');
        return undefined;
      },
    };
  },
});
