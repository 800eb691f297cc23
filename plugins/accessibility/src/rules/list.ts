import type { Element } from 'domhandler';
import { defineRule, dom, type Page, type RuleContext } from '@pagegrade/core';
import { explicitRole, isHidden } from '@pagegrade/core/a11y';
import { reportExposed } from '../lib/info.ts';

const ALLOWED = new Set(['li', 'script', 'template']);

/**
 * Whether some <li> of the page has a role attribute. Most pages have none, and then no list item
 * of theirs needs its attributes read (a dictionary lookup per item, on pages with thousands).
 */
function hasRoledItem(page: Page): boolean {
  for (const el of page.index.byAttribute.get('role') ?? []) if (el.name === 'li') return true;
  return false;
}

// Details are built only for findings the engine keeps; the closures are made here, not in the
// loop or handler, so that allocates no context for them on every element.
function reportChild(ctx: RuleContext, list: Element, c: Element): void {
  reportExposed(ctx, c, () => `<${list.name}> contains ${dom.snippet(c, 50)}, which is not an <li>.`, list);
}

export default defineRule({
  id: 'accessibility/list',
  dimension: 'accessibility',
  title: 'Lists contain only list items',
  failureTitle: 'Some <ul>/<ol> lists contain elements other than <li>',
  description: 'Checks that the direct child elements of every <ul> and <ol> that keeps its list role are <li> (or script/template), and that those <li> do not carry a role other than listitem.',
  why: 'Screen readers announce "list, 5 items" and let users jump between items; other children break the count and the navigation, and some screen readers stop reading the list.',
  fix: 'Wrap every child of the list in <li>, or move headings, divs and paragraphs outside the list.',
  impact: 'serious',
  tags: ['axe:list', 'wcag:1.3.1', 'lighthouse:list'],
  create(ctx) {
    let checked = 0;
    let roledItems: boolean | undefined;
    const visit = (el: import('domhandler').Element) => {
      const role = explicitRole(el);
      if ((role && role !== 'list') || isHidden(ctx.page, el)) return;
      checked++;
      // The children directly, not a copy of the element children for every list.
      for (const c of el.children) {
        if (!dom.isElement(c)) continue;
        if (!ALLOWED.has(c.name)) reportChild(ctx, el, c);
        else if (c.name === 'li' && (roledItems ??= hasRoledItem(ctx.page))) {
          const r = explicitRole(c);
          if (r && r !== 'listitem' && r !== 'none' && r !== 'presentation') reportExposed(ctx, c, `<li role="${r}"> inside <${el.name}> is no longer a list item.`, el);
        }
      }
    };
    return {
      element: { ul: visit, ol: visit },
      end() {
        if (checked === 0) return ctx.notApplicable('The page has no <ul> or <ol> lists.');
        return undefined;
      },
    };
  },
});
