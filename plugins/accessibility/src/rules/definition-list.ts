import type { Element } from 'domhandler';
import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { reportExposed, shortText } from '../lib/info.ts';

const ALLOWED = new Set(['dt', 'dd', 'script', 'template']);

// Details are built only for findings the engine keeps; the closures are made here, not in the
// loop or handler, so that allocates no context for them on every element.
function reportChild(ctx: RuleContext, dl: Element, i: Element, wrapped: boolean): void {
  reportExposed(ctx, i, () => `<dl> contains ${dom.snippet(i, 50)}${wrapped ? ' inside a <div>' : ''}, which is not a <dt> or <dd>.`, dl);
}

function reportEarlyDd(ctx: RuleContext, dl: Element, i: Element): void {
  reportExposed(ctx, i, () => `<dd> "${shortText(i, 40)}" comes before any <dt> term.`, dl);
}

export default defineRule({
  id: 'accessibility/definition-list',
  dimension: 'accessibility',
  title: 'Definition lists are well structured',
  failureTitle: 'Some <dl> lists contain elements other than <dt>/<dd> groups',
  description: 'Checks that the children of every <dl> without an explicit role are only <dt> and <dd> elements (or <div> wrappers holding only those), script and template, and that the list does not start with a <dd> before any <dt>.',
  why: 'Screen readers announce terms and their definitions from this structure; other children break the pairing, so definitions are read without their terms.',
  fix: 'Keep only <dt> (term) and <dd> (definition) elements in a <dl>, optionally grouped in <div>; move other content out.',
  impact: 'serious',
  tags: ['axe:definition-list', 'wcag:1.3.1', 'lighthouse:definition-list'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        dl(el) {
          if (el.attribs['role'] !== undefined || isHidden(ctx.page, el)) return;
          checked++;
          let sawDt = false;
          for (const c of dom.childElements(el)) {
            const items = c.name === 'div' && c.attribs['role'] === undefined ? dom.childElements(c) : [c];
            if (c.name === 'div' && items.length === 0) continue;
            for (const i of items) {
              if (!ALLOWED.has(i.name)) {
                reportChild(ctx, el, i, i !== c);
                continue;
              }
              if (i.name === 'dt') sawDt = true;
              else if (i.name === 'dd' && !sawDt) {
                reportEarlyDd(ctx, el, i);
                sawDt = true;
              }
            }
          }
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('The page has no <dl> lists.');
        return undefined;
      },
    };
  },
});
