import type { Element } from 'domhandler';
import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import { explicitRole, isHidden } from '@pagegrade/core/a11y';
import { reportExposed, shortText } from '../lib/info.ts';

/** Roles a child of a definition list may have: its terms, definitions or list items. */
const ITEM_ROLES = new Set(['term', 'definition', 'listitem']);

function reportChild(ctx: RuleContext, dl: Element, i: Element, wrapped: boolean): void {
  const what = i.name === 'dt' || i.name === 'dd' ? 'whose role is not term or definition' : 'which is not a <dt> or <dd>';
  reportExposed(ctx, i, () => `<dl> contains ${dom.snippet(i, 50)}${wrapped ? ' inside a <div>' : ''}, ${what}.`, dl);
}

function reportText(ctx: RuleContext, dl: Element, at: Element, text: string): void {
  reportExposed(ctx, at, () => `<dl> contains text outside its terms and definitions: "${dom.normalizeSpace(text).slice(0, 40)}".`, dl);
}

function reportEarlyDd(ctx: RuleContext, dl: Element, i: Element): void {
  reportExposed(ctx, i, () => `<dd> "${shortText(i, 40)}" comes before any <dt> term.`, dl);
}

function reportUndefined(ctx: RuleContext, dl: Element, dt: Element): void {
  reportExposed(ctx, dt, () => `<dt> "${shortText(dt, 40)}" is not followed by any <dd> definition.`, dl);
}

/** Whether an element is a term or definition of a list: a dt or dd without a role, or one of the item roles. */
function isItem(el: Element): boolean {
  const role = el.attribs['role'] !== undefined ? explicitRole(el) : null;
  return role === null ? el.name === 'dt' || el.name === 'dd' : ITEM_ROLES.has(role);
}

/** Order of the terms and definitions met so far in one list. */
class Order {
  firstDt: Element | null = null;
  defined = false;
  early = false;
}

/** Judges one child of the list, or of one of its div groups. */
function judgeItem(ctx: RuleContext, dl: Element, i: Element, wrapped: boolean, order: Order): void {
  if (isHidden(ctx.page, i)) return;
  if (!isItem(i)) return reportChild(ctx, dl, i, wrapped);
  if (i.name === 'dt') order.firstDt ??= i;
  else if (i.name === 'dd') {
    if (order.firstDt !== null) order.defined = true;
    else if (!order.early) {
      order.early = true;
      reportEarlyDd(ctx, dl, i);
    }
  }
}

export default defineRule({
  id: 'accessibility/definition-list',
  dimension: 'accessibility',
  title: 'Definition lists are well structured',
  failureTitle: 'Some <dl> lists contain content other than <dt>/<dd> groups',
  description:
    'For every <dl> without a role attribute that is exposed to assistive technology, checks that its content is only terms and definitions: each child element exposed to assistive technology is a <dt> or <dd> (or has role term, definition or listitem), or a <div> without a role holding only those; no text sits directly in the list or its <div> groups; the list does not start with a <dd> before any <dt>, and its terms are followed by a definition. Hidden children (script, template, hidden elements) are ignored.',
  why: 'Screen readers announce terms and their definitions from this structure; other children break the pairing, so definitions are read without their terms.',
  fix: 'Keep only <dt> (term) and <dd> (definition) elements in a <dl>, optionally grouped in <div>; give every term a definition and move other content out.',
  impact: 'serious',
  tags: ['axe:definition-list', 'wcag:1.3.1', 'lighthouse:definition-list'],
  create(ctx) {
    let checked = 0;
    const page = ctx.page;
    return {
      element: {
        dl(el) {
          if (!dom.isBlank(el.attribs['role'] ?? '') || isHidden(page, el)) return;
          checked++;
          const order = new Order();
          for (const c of el.children) {
            if (dom.isText(c)) {
              if (!dom.isBlank(c.data)) reportText(ctx, el, el, c.data);
              continue;
            }
            if (!dom.isElement(c)) continue;
            // A div without a role groups terms and definitions; anything else is an item itself.
            if (c.name !== 'div' || (c.attribs['role'] !== undefined && explicitRole(c) !== null) || isHidden(page, c)) {
              judgeItem(ctx, el, c, false, order);
              continue;
            }
            for (const g of c.children) {
              if (dom.isText(g)) {
                if (!dom.isBlank(g.data)) reportText(ctx, el, c, g.data);
              } else if (dom.isElement(g)) judgeItem(ctx, el, g, true, order);
            }
          }
          if (order.firstDt !== null && !order.defined) reportUndefined(ctx, el, order.firstDt);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable(page.index.byTag.has('dl') ? 'The page has no <dl> lists without a role, exposed to assistive technology.' : 'The page has no <dl> lists.');
        return undefined;
      },
    };
  },
});
